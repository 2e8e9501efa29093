import type { CaseTopic } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { HIGH_BAC } from '../../../common/domain/promille-check.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Trigger } from './bank.ts';
import { signalsOf } from './signal-words.ts';

/**
 * What an answer says, read with plain word lists (INTERVIEW-GUIDE §b red flags and follow-up
 * triggers). Heuristics for a practice aid: they choose questions, they never judge a person.
 */

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
function quoteAt(text: string, prepared: string, pattern: RegExp): string | null {
  const match = pattern.exec(prepared);
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

/** What an answer says, read with the word lists of the session's language. */
export function readAnswer(text: string, lang: Language = 'de'): AnswerSignals {
  const {
    ABSTINENT_CLAIM,
    BLAME,
    CHANGE,
    CONTROLLED,
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
    PER_MILLE,
    POINTS,
    RECENT,
    RISK,
    SELF_CHECK,
    STILL_USING,
    SUBSTITUTE,
    THERAPY,
    UNDETECTED,
    VAGUE,
    WARNING,
    prepare,
  } = signalsOf(lang);
  const prepared = prepare(text);
  const hit = (pattern: RegExp) => quoteAt(text, prepared, pattern);
  const bacMatch = PER_MILLE.exec(prepared);
  const pointsMatch = POINTS.exec(prepared);
  return {
    words: text.trim().split(/\s+/).filter(Boolean).length,
    bac: bacMatch ? Number(bacMatch[1]!.replace(',', '.')) : null,
    points: pointsMatch ? Number(pointsMatch[1]) : null,
    blame: hit(BLAME),
    vague: hit(VAGUE),
    hasNumber: NUMBER.test(prepared),
    hasDate: DATE.test(prepared),
    recent: hit(RECENT),
    mentionsChange: CHANGE.test(prepared),
    therapy: hit(THERAPY),
    learnt: LEARNT.test(prepared),
    noRisk: hit(NO_RISK),
    onlyFew: hit(ONLY_FEW),
    selfCheck: hit(SELF_CHECK),
    controlled: hit(CONTROLLED),
    ownShare: hit(OWN_SHARE),
    example: hit(EXAMPLE),
    denial: hit(DENIAL),
    history: hit(HISTORY),
    undetected: hit(UNDETECTED),
    function: hit(FUNCTION),
    substitute: hit(SUBSTITUTE),
    risk: hit(RISK),
    warning: hit(WARNING),
    lapse: hit(LAPSE),
    abstinentClaim: hit(ABSTINENT_CLAIM),
    stillUsing: hit(STILL_USING),
    firstTime: hit(FIRST_TIME),
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
