import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './loader.ts';
import {
  bracketMarksCorrect,
  describeFigures,
  FAIRNESS_LANGUAGES,
  FAIRNESS_LIMITS,
  type FormQuestion,
  fairnessBreaches,
  figures,
  longestIsCorrect,
  mixedBrackets,
  QUIZ_KINDS,
  readFormQuestions,
} from './quiz-fairness.ts';

// Quizzes must not be solvable by their form (issue 28, decision 069). The figures come from the
// content files in German, Turkish and English (`npm run content:fairness` prints them):
// - the one right option is strictly the longest in at most 30 % of the questions with one right
//   option, per kind and language (chance is 25 % with four options, 33 % with three);
// - questions with checkboxes vary their number of right options: no count holds more than 40 %;
// - a bracket ("(Fahrerlaubnisbehörde)", "(ISO/IEC 17025)") is on every option or on none.
// Over all kinds the longest option is right in at least 12 % of such questions, so that "never
// the longest" does not become the cue instead.
const LONGEST_MAX = FAIRNESS_LIMITS.longestMax;
const LONGEST_MIN = FAIRNESS_LIMITS.longestMin;
const COUNT_MAX = FAIRNESS_LIMITS.countMax;

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

describe('the breaches the figures script reports', () => {
  it('names a kind above a limit and mixed brackets', () => {
    const longest = question(['a', 'bb', 'die längste Antwort'], [2]);
    const mixed = question(['Behörde (Amt)', 'Gericht', 'Polizei'], [1]);
    const breaches = fairnessBreaches('de', {
      chapter: [longest, mixed],
      video: [question(['a', 'b', 'c', 'd'], [0, 1], true), question(['a', 'b', 'c', 'd'], [0, 1], true)],
      exam: [],
    });
    expect(breaches).toEqual([
      'de chapter: longest option right in 50 % (limit 30 %)',
      `de chapter: brackets on only some options in ${mixed.key}`,
      'de video: fewer than three counts of right options',
      'de video: one count of right options in 100 % (limit 40 %)',
    ]);
  });
});

describe.each(FAIRNESS_LANGUAGES)('the shipped quizzes in %s', (lang) => {
  const byKind = readFormQuestions(defaultContentDir, lang);

  it.each(QUIZ_KINDS)('%s: the longest option is right in at most 30 % of one-answer questions', (kind) => {
    const f = figures(byKind[kind]);
    console.log(describeFigures(lang, kind, f));
    expect(f.single).toBeGreaterThan(0);
    expect(f.longestShare, describeFigures(lang, kind, f)).toBeLessThanOrEqual(LONGEST_MAX);
  });

  it('over all kinds, the longest option is not avoided either', () => {
    const f = figures(QUIZ_KINDS.flatMap((kind) => byKind[kind]));
    expect(f.longestShare, describeFigures(lang, 'all', f)).toBeGreaterThanOrEqual(LONGEST_MIN);
  });

  it.each(['video', 'exam'] as const)('%s: checkbox questions vary their number of right options', (kind) => {
    const f = figures(byKind[kind]);
    expect(Object.keys(f.correctCounts).length, describeFigures(lang, kind, f)).toBeGreaterThanOrEqual(3);
    expect(f.largestCountShare, describeFigures(lang, kind, f)).toBeLessThanOrEqual(COUNT_MAX);
  });

  it.each(QUIZ_KINDS)('%s: brackets are on every option or on none', (kind) => {
    expect(figures(byKind[kind]).mixedBrackets).toEqual([]);
  });

  it('the figures script finds no breach (npm run content:figures)', () => {
    expect(fairnessBreaches(lang, byKind)).toEqual([]);
  });
});
