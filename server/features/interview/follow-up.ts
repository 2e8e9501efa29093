import type { CaseTopic } from '../../../common/domain/case.ts';
import type { FollowUpFamily } from '../../../common/schemas/interview.ts';
import type { Facts, JudgeContext } from './judge.ts';

/**
 * The follow-up an assessor would choose after an answer (INTERVIEW-GUIDE §b follow-up table, issue
 * 25): a red flag in the answer first, else what the topic still lacks by its 0–3 anchors, counting
 * what the learner's earlier answers on the topic already said.
 */
/** What a topic's answers have shown so far: this answer's facts or any earlier one's on the topic. */
export type Said = Pick<
  Facts,
  | 'history'
  | 'numbers'
  | 'undetected'
  | 'dated'
  | 'proof'
  | 'learnt'
  | 'substitute'
  | 'risk'
  | 'warning'
  | 'lapse'
>;
export const SAID_KEYS: (keyof Said)[] = [
  'history',
  'numbers',
  'undetected',
  'dated',
  'proof',
  'learnt',
  'substitute',
  'risk',
  'warning',
  'lapse',
];

/**
 * What an assessor asks next (§b follow-up table): a red flag in this answer first, else the first
 * part the topic's anchor 3 needs that neither this answer nor an earlier one on the topic gave.
 */
export function familyOf(
  topic: CaseTopic,
  rating: number,
  f: Facts,
  said: Said,
  context: JudgeContext,
): FollowUpFamily {
  const { reason } = context;
  if (rating >= 3) return 'move-on';
  if (reason === 'medizinalcannabis' && (f.selfCheck || topic === 'future') && rating < 2)
    return 'self-check';
  if (topic === 'past') {
    const alcoholHigh = reason === 'alcohol' && f.highBac;
    if (f.blame && !f.own) return 'own-share';
    if (f.contest) {
      if (reason === 'alcohol') return f.highBac ? 'amount-gap' : 'tolerance';
      return reason === 'criminal' ? 'escalation' : f.vague ? 'specifics' : 'real-frequency';
    }
    // Amounts named that cannot explain the value: the gap first; a one-off story at a high value:
    // tolerance; otherwise the real frequency behind a played-down account.
    if (f.minimise) {
      if (f.lowAmount && !f.vague) return 'amount-gap';
      if (alcoholHigh) return 'tolerance';
      return f.vague ? 'specifics' : 'real-frequency';
    }
    if (f.correction) return alcoholHigh && !said.history ? 'tolerance' : 'real-frequency';
    // A thin answer (a bare number, a vague word): numbers, frequency and a concrete example.
    if (f.vague || rating < 2) {
      if (!said.history && context.amountGap) return 'amount-gap';
      return alcoholHigh && !said.history ? 'tolerance' : 'specifics';
    }
    // The offence day told without the history behind it: the workbook's amounts against the
    // measured value, or tolerance at a high value; then the real frequency and undetected drives.
    if (!said.history && context.amountGap) return 'amount-gap';
    if (!said.history && alcoholHigh) return 'tolerance';
    return said.undetected ? 'move-on' : 'real-frequency';
  }
  if (topic === 'causes') {
    if (reason === 'criminal' && (f.aggression || f.blame) && rating < 2) return 'escalation';
    if (f.blame && !f.own) return 'own-share';
    // A memorised phrase or a general truth instead of a reason: ask for the personal one.
    if (f.stock && !f.functionNamed) return 'specifics';
    return rating >= 2 ? 'move-on' : f.own ? 'specifics' : 'own-share';
  }
  if (topic === 'change') {
    if (f.controlled && (f.highBac || reason === 'drugs')) return 'plan-fit';
    if (f.therapy && !said.learnt) return 'therapy-learnt';
    if (!said.dated) return f.stock ? 'specifics' : 'since-when';
    if (!said.proof) return 'proof';
    return rating >= 2 || said.substitute ? 'move-on' : 'specifics';
  }
  if (reason === 'criminal' && rating < 2 && f.aggression) return 'escalation';
  if (f.noRisk && !f.risk) return 'risk-map';
  if (rating >= 2) return said.lapse ? (said.warning ? 'move-on' : 'risk-map') : 'lapse-plan';
  return 'risk-map';
}
