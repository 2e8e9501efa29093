import { CASE_TOPICS, type CaseTopic } from '../../../common/domain/case.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AnswerSignal } from '../../../common/schemas/interview.ts';
import type { QuestionBank } from './bank.ts';
import { pausedAnswer } from './crisis.ts';
import type { Turn } from './engine.ts';
import type { Judgement } from './judge.ts';
import { type PhraseKey, phrase } from './phrases.ts';
import { type AnswerSignals, readAnswer, shorten } from './signals.ts';

/**
 * The offline report (INTERVIEW-GUIDE §b anchors, 0–3 per topic), built from the judge's reading of
 * each answer: a topic gets the best rating its answers reached, held down by the caps any of them
 * set (contested file, blame, stock phrases …). Each comment quotes the sentence it is about, and a
 * topic without answers says why. A practice aid, never a forecast.
 */
export type Rating = {
  topic: CaseTopic;
  score: number | null;
  reasons: { text: string; quote: string | null }[];
  convincing: string[];
  missing: string[];
};

type Answer = { text: string; signals: AnswerSignals; judged: Judgement };

/** What a topic needs for a 3, per the guide's anchors: [label, signal]. */
const COMPLETE: Record<CaseTopic, [PhraseKey, (s: AnswerSignals) => string | null | boolean][]> = {
  past: [
    ['parts.history', (s) => s.history],
    ['parts.undetected', (s) => s.undetected],
  ],
  causes: [
    ['parts.function', (s) => s.function],
    ['parts.ownShare', (s) => s.ownShare],
  ],
  change: [
    ['parts.since', (s) => s.hasDate],
    ['parts.substitute', (s) => s.substitute ?? (s.therapy && s.learnt)],
  ],
  future: [
    ['parts.risk', (s) => s.risk],
    ['parts.warning', (s) => s.warning],
    ['parts.lapse', (s) => s.lapse],
  ],
};

/** Signals that hold a topic down, with their comment and what is missing. */
const HOLDS: [AnswerSignal, PhraseKey, PhraseKey][] = [
  ['contesting', 'rating.denied', 'rating.needDetail'],
  ['minimising', 'rating.minimised', 'rating.needConsistent'],
  ['blame', 'rating.blame', 'rating.needOwnShare'],
  ['stock-phrase', 'rating.stock', 'rating.needConcrete'],
];

export type UnratedWhy = 'notReached' | 'answeredElsewhere';

export function rateTopic(
  topic: CaseTopic,
  answers: Answer[],
  contradiction: boolean,
  lang: Language,
  unrated: UnratedWhy,
): Rating {
  const say = (key: PhraseKey, vars?: Record<string, string>) => phrase(lang, key, vars);
  const rating: Rating = { topic, score: null, reasons: [], convincing: [], missing: [] };
  if (answers.length === 0) {
    rating.missing.push(say(unrated === 'notReached' ? 'rating.notReached' : 'rating.answeredElsewhere'));
    return rating;
  }
  const best = answers.reduce((a, b) => (b.judged.rating > a.judged.rating ? b : a));
  let score = Math.min(best.judged.rating, ...answers.map((a) => a.judged.cap));
  const held = new Set<AnswerSignal>();
  for (const [signal, reason, missing] of HOLDS) {
    const answer = answers.find((a) => a.judged.signals.includes(signal) && a.judged.cap < 3);
    if (!answer) continue;
    held.add(signal);
    rating.reasons.push({ text: say(reason), quote: shorten(answer.judged.evidence[signal] ?? answer.text) });
    rating.missing.push(say(missing));
  }
  const corrected = answers.find((a) => a.judged.signals.includes('honest-correction'));
  if (corrected) {
    rating.reasons.push({
      text: say('rating.correction'),
      quote: shorten(corrected.judged.evidence['honest-correction'] ?? corrected.text),
    });
  }
  // An unresolved contradiction holds the topic down before any praise is written, so no comment
  // praises what the score does not credit.
  if (contradiction && (topic === 'past' || topic === 'change') && !corrected) {
    score = Math.min(score, 1);
    rating.reasons.push({ text: say('rating.contradiction'), quote: null });
    rating.missing.push(say('rating.needConsistent'));
  }
  const parts = COMPLETE[topic].map(([label, pick]) => {
    const found = answers.find((a) => pick(a.signals));
    return { label: say(label), quote: found ? shorten(found.text, 120) : null };
  });
  const concrete = answers.find((a) => a.judged.signals.includes('concrete-example') && a.judged.cap >= 2);
  if (concrete && score >= 2) {
    rating.reasons.push({
      text: say('rating.concrete'),
      quote: shorten(concrete.judged.evidence['concrete-example'] ?? concrete.text),
    });
    rating.convincing.push(say('rating.concreteConvincing'));
  } else if (held.size === 0 && score <= 1) {
    rating.reasons.push({
      text: say(best.text.split(/\s+/).length < 6 ? 'rating.tooShort' : 'rating.general'),
      quote: shorten(best.text),
    });
    rating.missing.push(say('rating.needConcrete'));
  }
  // "Complete" only when no part of the anchor is still open; otherwise the answer is personal.
  if (score >= 2 && !concrete) {
    const complete = score === 3 && parts.every((part) => part.quote);
    rating.reasons.push({
      text: say(complete ? 'rating.complete' : 'rating.personal'),
      quote: shorten(best.text),
    });
  }
  for (const part of parts) {
    if (part.quote && score >= 2)
      rating.convincing.push(say('rating.covered', { label: part.label, quote: part.quote }));
    else if (!part.quote) rating.missing.push(say('rating.open', { label: part.label }));
  }
  rating.score = Math.max(0, Math.min(3, score));
  const unique = <T>(items: T[], key: (item: T) => string) =>
    items.filter((item, i) => items.findIndex((other) => key(other) === key(item)) === i);
  rating.reasons = unique(rating.reasons, (r) => r.text).slice(0, 8);
  rating.missing = unique(rating.missing, (m) => m).slice(0, 8);
  rating.convincing = unique(rating.convincing, (c) => c).slice(0, 8);
  return rating;
}

/**
 * The report in the session's language. `judged[i]` is the judge's reading of turn i (null for the
 * interviewer's); an answer counts for the topic it speaks to, whatever was asked.
 */
export function rateSession(turns: Turn[], judged: (Judgement | null)[], lang: Language = 'de'): Rating[] {
  const answers: Record<CaseTopic, Answer[]> = { past: [], causes: [], change: [], future: [] };
  turns.forEach((turn, index) => {
    const judgement = judged[index];
    if (turn.role !== 'learner' || !judgement || pausedAnswer(turns, index)) return;
    answers[judgement.topic].push({
      text: turn.text,
      signals: readAnswer(turn.text, lang),
      judged: judgement,
    });
  });
  const contradictions = new Set(turns.filter((t) => t.kind === 'contradiction').map((t) => t.topic));
  const asked = new Set(turns.filter((t) => t.role === 'interviewer').map((t) => t.topic));
  return CASE_TOPICS.map((topic) =>
    rateTopic(
      topic,
      answers[topic],
      contradictions.has(topic),
      lang,
      asked.has(topic) ? 'answeredElsewhere' : 'notReached',
    ),
  );
}

/** Chapter and glossary keys for a topic's next steps (general first, then the reason's). */
export function nextStepKeys(
  bank: QuestionBank,
  reason: keyof QuestionBank['nextSteps']['reasons'],
  topic: CaseTopic,
) {
  const general = bank.nextSteps.general[topic];
  const specific = bank.nextSteps.reasons[reason][topic];
  return {
    chapters: [...new Set([...specific.chapters, ...general.chapters])],
    terms: [...new Set([...specific.terms, ...general.terms])],
  };
}
