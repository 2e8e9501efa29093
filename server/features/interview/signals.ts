import type { CaseTopic } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { HIGH_BAC } from '../../../common/domain/promille-check.ts';
import type { Trigger } from './bank.ts';
import {
  ABSTINENT_CLAIM,
  BLAME,
  CHANGE,
  CONTROLLED,
  CRISIS,
  DATE,
  DENIAL,
  EXAMPLE,
  FIRST_TIME,
  FUNCTION,
  HISTORY,
  LAPSE,
  LEARNT,
  NO_RISK,
  NUMBER,
  ONLY_FEW,
  OWN_SHARE,
  RECENT,
  RISK,
  SELF_CHECK,
  STILL_USING,
  SUBSTITUTE,
  THERAPY,
  UNDETECTED,
  VAGUE,
  WARNING,
} from './signal-words.ts';

/**
 * What an answer says, read with plain word lists (INTERVIEW-GUIDE §b red flags and follow-up
 * triggers). Heuristics for a practice aid: they choose questions, they never judge a person.
 */
/** Signs of a crisis (INTERVIEW-GUIDE §d): the interviewer pauses and shows where to get help. */
export const inCrisis = (text: string) => CRISIS.test(text);

export type AnswerSignals = {
  words: number;
  /** ‰ values the learner named ("1,9 Promille", "1.2 ‰"). */
  bac: number | null;
  /** Points the learner named ("8 Punkte"). */
  points: number | null;
  blame: string | null;
  vague: string | null;
  hasNumber: boolean;
  hasDate: boolean;
  recent: string | null;
  mentionsChange: boolean;
  therapy: string | null;
  learnt: boolean;
  noRisk: string | null;
  onlyFew: string | null;
  selfCheck: string | null;
  controlled: string | null;
  ownShare: string | null;
  example: string | null;
  denial: string | null;
  history: string | null;
  undetected: string | null;
  function: string | null;
  substitute: string | null;
  risk: string | null;
  warning: string | null;
  lapse: string | null;
  abstinentClaim: string | null;
  stillUsing: string | null;
  firstTime: string | null;
};

/** The sentence of `text` that contains the first match of `pattern` (for quoting the learner). */
function hit(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  if (!match) return null;
  return sentenceAt(text, match.index + match[0].length / 2);
}

/** The sentence around a character position, at most about 160 characters. */
export function sentenceAt(text: string, position: number): string {
  const start =
    Math.max(
      text.lastIndexOf('.', position - 1),
      text.lastIndexOf('!', position - 1),
      text.lastIndexOf('?', position - 1),
    ) + 1;
  const ends = ['.', '!', '?'].map((c) => text.indexOf(c, position)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) + 1 : text.length;
  return shorten(text.slice(start, end).trim());
}

export function shorten(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))} …`;
}

const perMille = /(\d+(?:[.,]\d+)?)\s*(?:‰|promille)/i;
const pointsPattern = /(\d+)\s*punkte?n?\b/i;

export function readAnswer(text: string): AnswerSignals {
  const bacMatch = perMille.exec(text);
  const pointsMatch = pointsPattern.exec(text);
  return {
    words: text.trim().split(/\s+/).filter(Boolean).length,
    bac: bacMatch ? Number(bacMatch[1]!.replace(',', '.')) : null,
    points: pointsMatch ? Number(pointsMatch[1]) : null,
    blame: hit(text, BLAME),
    vague: hit(text, VAGUE),
    hasNumber: NUMBER.test(text),
    hasDate: DATE.test(text),
    recent: hit(text, RECENT),
    mentionsChange: CHANGE.test(text),
    therapy: hit(text, THERAPY),
    learnt: LEARNT.test(text),
    noRisk: hit(text, NO_RISK),
    onlyFew: hit(text, ONLY_FEW),
    selfCheck: hit(text, SELF_CHECK),
    controlled: hit(text, CONTROLLED),
    ownShare: hit(text, OWN_SHARE),
    example: hit(text, EXAMPLE),
    denial: hit(text, DENIAL),
    history: hit(text, HISTORY),
    undetected: hit(text, UNDETECTED),
    function: hit(text, FUNCTION),
    substitute: hit(text, SUBSTITUTE),
    risk: hit(text, RISK),
    warning: hit(text, WARNING),
    lapse: hit(text, LAPSE),
    abstinentClaim: hit(text, ABSTINENT_CLAIM),
    stillUsing: hit(text, STILL_USING),
    firstTime: hit(text, FIRST_TIME),
  };
}

/**
 * The follow-up triggers an answer sets off, most telling first, with the words to quote.
 * `knownBac` is the workbook's value, so a "one-off" story at a high value is noticed too;
 * `amountGap` says the workbook's drinks cannot explain it (common/domain/promille-check.ts), which
 * an assessor raises while the offence day is the topic.
 */
export function triggersOf(
  signals: AnswerSignals,
  context: { topic: CaseTopic; reason: MpuType; knownBac: number | null; amountGap?: boolean },
): { trigger: Trigger; quote: string | null }[] {
  const found: { trigger: Trigger; quote: string | null }[] = [];
  const bac = signals.bac ?? context.knownBac;
  if (context.reason === 'alcohol' && context.topic === 'past' && context.amountGap) {
    found.push({ trigger: 'amount-gap', quote: null });
  }
  if (
    context.reason === 'alcohol' &&
    bac !== null &&
    bac >= HIGH_BAC &&
    (signals.bac !== null || signals.onlyFew || signals.vague)
  ) {
    found.push({ trigger: 'high-bac', quote: null });
  }
  if (signals.blame) found.push({ trigger: 'blame', quote: signals.blame });
  if (signals.onlyFew) found.push({ trigger: 'only-few', quote: signals.onlyFew });
  if (signals.noRisk) found.push({ trigger: 'no-risk', quote: signals.noRisk });
  if (signals.selfCheck) found.push({ trigger: 'self-check', quote: signals.selfCheck });
  if (signals.controlled && (context.reason === 'drugs' || (bac !== null && bac >= HIGH_BAC))) {
    found.push({ trigger: 'plan-fit', quote: signals.controlled });
  }
  if (context.topic === 'change' && (signals.recent || (signals.mentionsChange && !signals.hasDate))) {
    found.push({ trigger: 'no-date', quote: signals.recent });
  }
  if (signals.therapy && !signals.learnt) found.push({ trigger: 'therapy', quote: signals.therapy });
  if ((signals.vague && !signals.hasNumber && !signals.example) || signals.words < 6) {
    found.push({ trigger: 'vague', quote: signals.vague });
  }
  return found;
}
