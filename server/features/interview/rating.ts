import { CASE_TOPICS, type CaseTopic } from '../../../common/domain/case.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { QuestionBank } from './bank.ts';
import { pausedAnswer } from './crisis.ts';
import type { Turn } from './engine.ts';
import { type PhraseKey, phrase } from './phrases.ts';
import { type AnswerSignals, readAnswer, shorten } from './signals.ts';

/**
 * The offline rating (INTERVIEW-GUIDE §b anchors, 0–3 per topic): plain rules over what the learner
 * said, each reason quoting the learner's own words. A practice aid, never a forecast.
 */
export type Rating = {
  topic: CaseTopic;
  score: number | null;
  reasons: { text: string; quote: string | null }[];
  convincing: string[];
  missing: string[];
};

type Answer = { text: string; signals: AnswerSignals; question: Turn };

function answersByTopic(turns: Turn[], lang: Language): Record<CaseTopic, Answer[]> {
  const result: Record<CaseTopic, Answer[]> = { past: [], causes: [], change: [], future: [] };
  turns.forEach((turn, index) => {
    const question = turns[index - 1];
    if (turn.role !== 'learner' || !question || pausedAnswer(turns, index)) return;
    result[question.topic].push({ text: turn.text, signals: readAnswer(turn.text, lang), question });
  });
  return result;
}

const first = (answers: Answer[], pick: (s: AnswerSignals) => string | null | boolean) => {
  for (const answer of answers) {
    const value = pick(answer.signals);
    if (typeof value === 'string') return value;
    if (value) return shorten(answer.text);
  }
  return null;
};

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

export function rateTopic(
  topic: CaseTopic,
  answers: Answer[],
  contradictions: Turn[],
  lang: Language = 'de',
): Rating {
  const say = (key: PhraseKey, vars?: Record<string, string>) => phrase(lang, key, vars);
  const rating: Rating = { topic, score: null, reasons: [], convincing: [], missing: [] };
  if (answers.length === 0) {
    rating.missing.push(say('rating.notReached'));
    return rating;
  }
  const words = answers.reduce((sum, a) => sum + a.signals.words, 0);
  const denial = first(answers, (s) => s.denial);
  if (denial || words < 5 * answers.length) {
    rating.score = 0;
    rating.reasons.push(
      denial
        ? { text: say('rating.denied'), quote: denial }
        : {
            text: say('rating.tooShort'),
            quote: shorten(answers[0]!.text),
          },
    );
    rating.missing.push(say('rating.needDetail'));
    return rating;
  }

  let score = 1;
  const concrete = first(answers, (s) => (s.hasNumber || s.hasDate || s.example ? true : null));
  if (concrete) {
    score += 1;
    rating.reasons.push({
      text: say('rating.concrete'),
      quote: concrete,
    });
    rating.convincing.push(say('rating.concreteConvincing'));
  } else {
    const vague = first(answers, (s) => s.vague);
    rating.reasons.push({
      text: say('rating.general'),
      quote: vague ?? shorten(answers[0]!.text),
    });
    rating.missing.push(say('rating.needConcrete'));
  }
  const parts = COMPLETE[topic].map(([label, pick]) => ({ label: say(label), quote: first(answers, pick) }));
  for (const part of parts) {
    if (part.quote) rating.convincing.push(say('rating.covered', { label: part.label, quote: part.quote }));
    else rating.missing.push(say('rating.open', { label: part.label }));
  }
  if (parts.every((p) => p.quote)) {
    score += 1;
    rating.reasons.push({ text: say('rating.complete'), quote: parts[0]!.quote });
  }

  // Caps from the guide: blame, denied risk, an unresolved contradiction.
  const blame = first(answers, (s) => s.blame);
  const own = first(answers, (s) => s.ownShare);
  if (topic === 'causes' && blame && !own) {
    score = Math.min(score, 1);
    rating.reasons.push({
      text: say('rating.blame'),
      quote: blame,
    });
    rating.missing.push(say('rating.needOwnShare'));
  }
  const noRisk = first(answers, (s) => s.noRisk);
  if (topic === 'future' && noRisk && !first(answers, (s) => s.risk)) {
    score = Math.min(score, 1);
    rating.reasons.push({
      text: say('rating.noRisk'),
      quote: noRisk,
    });
  }
  const contradiction = contradictions.find((c) => c.topic === topic);
  if (contradiction && (topic === 'past' || topic === 'change')) {
    score = Math.min(score, 1);
    rating.reasons.push({ text: say('rating.contradiction'), quote: null });
    rating.missing.push(say('rating.needConsistent'));
  }
  for (const answer of answers.filter((a) => a.signals.words < 6)) {
    rating.missing.push(say('rating.shortAnswer', { question: shorten(answer.question.text, 90) }));
  }
  rating.score = Math.max(0, Math.min(3, score));
  rating.missing = [...new Set(rating.missing)].slice(0, 8);
  rating.convincing = rating.convincing.slice(0, 8);
  return rating;
}

/** The report in the session's language: its sentences, its labels and its word lists. */
export function rateSession(turns: Turn[], lang: Language = 'de'): Rating[] {
  const answers = answersByTopic(turns, lang);
  const contradictions = turns.filter((t) => t.kind === 'contradiction');
  return CASE_TOPICS.map((topic) => rateTopic(topic, answers[topic], contradictions, lang));
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
