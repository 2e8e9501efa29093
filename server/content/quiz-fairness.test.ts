import { describe, expect, it } from 'vitest';
import {
  bracketMarksCorrect,
  type FormQuestion,
  figures,
  longestIsCorrect,
  mixedBrackets,
} from './quiz-fairness.ts';

// Quizzes must not be solvable by their form (issue 28, decision 069). The figures come from the
// content files in German, Turkish and English (`npm run content:fairness` prints them):
// - the one right option is strictly the longest in at most 30 % of the questions with one right
//   option, per kind and language (chance is 25 % with four options, 33 % with three);
// - questions with checkboxes vary their number of right options: no count holds more than 40 %;
// - a bracket ("(Fahrerlaubnisbehörde)", "(ISO/IEC 17025)") is on every option or on none.

const question = (options: string[], correct: number[], multiSelect = false): FormQuestion => ({
  key: options.join('-'),
  kind: 'exam',
  multiSelect,
  options,
  correct,
});

describe('the fairness measures', () => {
  it('call the right option longest only when it is strictly longer than every other', () => {
    expect(longestIsCorrect(question(['kurz', 'die längste Antwort', 'mittel lang'], [1]))).toBe(true);
    expect(longestIsCorrect(question(['gleich', 'gleich'.toUpperCase()], [0]))).toBe(false);
    expect(longestIsCorrect(question(['a', 'die längste Antwort'], [0]))).toBe(false);
  });

  it('find brackets that single out the right option and brackets on only some options', () => {
    const cue = question(['Die Behörde (Fahrerlaubnisbehörde)', 'Die Polizei', 'Das Gericht'], [0]);
    expect(bracketMarksCorrect(cue)).toBe(true);
    expect(mixedBrackets(cue)).toBe(true);
    const all = question(['Die Behörde (Fahrerlaubnisbehörde)', 'Die Polizei (Polizei)'], [0]);
    expect(bracketMarksCorrect(all)).toBe(false);
    expect(mixedBrackets(all)).toBe(false);
  });

  it('count right options per checkbox question and the largest share at one count', () => {
    const f = figures([
      question(['a', 'b', 'c', 'd'], [0], true),
      question(['a', 'b', 'c', 'd'], [0, 1, 2], true),
      question(['a', 'b', 'c', 'd'], [0, 1, 2], true),
      question(['a', 'bb', 'c'], [1]),
    ]);
    expect(f.correctCounts).toEqual({ 1: 1, 3: 2 });
    expect(f.largestCountShare).toBeCloseTo(2 / 3);
    expect(f.longestCorrect).toBe(1);
    expect(f.single).toBe(2);
  });
});
