/**
 * The interviewer's figures against the labelled sets (issue 25 targets): per answer the rating
 * (exact, ±1), the topic, the follow-up family (fit / acceptable / misfit) and the signals
 * (precision, recall); per persona the ranking of its three interviews. Pure: no I/O.
 */
import type { CaseTopic } from '../common/domain/case.ts';
import { ANSWER_SIGNALS, type TurnAssessment } from '../common/schemas/interview.ts';
import type { Half, Labels, Level } from './interview-sets.ts';

/** One labelled answer and what the API judged (null: the answer could not be given). */
export type Judged = {
  source: 'answer' | 'interview';
  id: string;
  half: Half;
  lang: string;
  reason: string;
  question: string | null;
  text: string;
  labels: Labels;
  got: TurnAssessment | null;
};

/** One persona's interview: the report's topic scores (null: unrated) against the labelled ones. */
export type Run = {
  persona: string;
  half: Half;
  lang: string;
  reason: string;
  level: Level;
  scores: Record<CaseTopic, number | null>;
  labelled: Record<CaseTopic, number>;
  unanswered: number;
};

export const TARGETS = { exact: 0.75, within1: 0.97, topic: 0.9, fit: 0.85, misfit: 0.05, signal: 0.9 };

export const fitOf = (item: Judged): 'fit' | 'acceptable' | 'misfit' => {
  const family = item.got?.followUp;
  if (family && item.labels.follow_up.fit.includes(family)) return 'fit';
  if (family && item.labels.follow_up.acceptable.includes(family)) return 'acceptable';
  return 'misfit';
};

export type AnswerFigures = {
  n: number;
  exact: number;
  within1: number;
  topic: number;
  fit: number;
  misfit: number;
};

export function answerFigures(items: Judged[]): AnswerFigures {
  const share = (test: (item: Judged) => boolean) =>
    items.length ? items.filter(test).length / items.length : Number.NaN;
  return {
    n: items.length,
    exact: share((i) => i.got?.rating === i.labels.rating),
    within1: share((i) => i.got !== null && Math.abs(i.got.rating - i.labels.rating) <= 1),
    topic: share((i) => i.got?.topic === i.labels.topic),
    fit: share((i) => fitOf(i) === 'fit'),
    misfit: share((i) => fitOf(i) === 'misfit'),
  };
}

export const answersMet = (f: AnswerFigures) =>
  f.exact >= TARGETS.exact &&
  f.within1 >= TARGETS.within1 &&
  f.topic >= TARGETS.topic &&
  f.fit >= TARGETS.fit &&
  f.misfit <= TARGETS.misfit;

export type SignalFigures = {
  signal: string;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
};

export function signalFigures(items: Judged[]): SignalFigures[] {
  return ANSWER_SIGNALS.map((signal) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const item of items) {
      const expected = item.labels.signals.includes(signal);
      const got = item.got?.signals.includes(signal) ?? false;
      if (expected && got) tp++;
      else if (got) fp++;
      else if (expected) fn++;
    }
    // No finding and nothing to find counts as precise; nothing to find counts as full recall.
    return {
      signal,
      tp,
      fp,
      fn,
      precision: tp + fp ? tp / (tp + fp) : 1,
      recall: tp + fn ? tp / (tp + fn) : 1,
    };
  });
}

const sum = (scores: Record<CaseTopic, number | null>) =>
  Object.values(scores).reduce<number>((total, s) => total + (s ?? 0), 0);

export type Ranking = {
  persona: string;
  half: Half;
  lang: string;
  sums: Record<Level, number>;
  ordered: boolean;
  gap: boolean;
  poorLow: boolean;
  goodHigh: boolean;
  /** Topics where the poor run's score beats the good run's. */
  poorBeatsGood: CaseTopic[];
};

export function rankings(runs: Run[]): Ranking[] {
  const personas = [...new Set(runs.map((r) => r.persona))];
  return personas.map((persona) => {
    const of = (level: Level) => runs.find((r) => r.persona === persona && r.level === level)!;
    const sums = {
      poor: sum(of('poor').scores),
      mixed: sum(of('mixed').scores),
      good: sum(of('good').scores),
    };
    const poor = of('poor').scores;
    const good = of('good').scores;
    return {
      persona,
      half: of('poor').half,
      lang: of('poor').lang,
      sums,
      ordered: sums.good > sums.mixed && sums.mixed > sums.poor,
      gap: sums.good - sums.poor >= 5,
      poorLow: sums.poor <= 4,
      goodHigh: sums.good >= 9,
      poorBeatsGood: (Object.keys(poor) as CaseTopic[]).filter((t) => (poor[t] ?? 0) > (good[t] ?? 0)),
    };
  });
}

export const rankingMet = (r: Ranking) =>
  r.ordered && r.gap && r.poorLow && r.goodHigh && r.poorBeatsGood.length === 0;
