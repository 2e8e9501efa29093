import type { ConcentrationFigures } from '../schemas/leistungstest.ts';
import { median, type TimedAnswer } from './leistungstest-score.ts';

/**
 * Concentration, figural comparison (issue 29): a model figure (a 3 × 3 pattern) and a second one;
 * the learner says whether they are exactly the same. Half the pairs differ in one cell. The
 * scored phase runs for a fixed time; speed, accuracy and the decline over time are measured.
 */
export const CONCENTRATION_SECONDS = 300;
/** Figures in the practice phase (the scored phase runs for CONCENTRATION_SECONDS). */
export const CONCENTRATION_PRACTICE_ITEMS = 6;
export type Figure = boolean[];
export type ComparisonItem = { model: Figure; candidate: Figure; same: boolean };

export function generateComparison(random: () => number): ComparisonItem {
  const model = Array.from({ length: 9 }, () => random() < 0.5);
  if (model.every((cell) => !cell)) model[4] = true;
  const same = random() < 0.5;
  const candidate = [...model];
  if (!same) {
    const cell = Math.floor(random() * 9);
    candidate[cell] = !candidate[cell];
  }
  return { model, candidate, same };
}

export function scoreConcentration(answers: readonly TimedAnswer[], durationS: number): ConcentrationFigures {
  const times = answers.map((a) => a.t - a.onset);
  const third = Math.floor(times.length / 3);
  return {
    answered: answers.length,
    correct: answers.filter((a) => a.correct).length,
    wrong: answers.filter((a) => !a.correct).length,
    medianMs: median(times),
    firstMedianMs: third > 0 ? median(times.slice(0, third)) : null,
    lastMedianMs: third > 0 ? median(times.slice(-third)) : null,
    durationS: Math.max(0, Math.min(3600, Math.round(durationS))),
  };
}
