import { describe, expect, it } from 'vitest';
import { generateComparison, scoreConcentration } from './leistungstest-concentration.ts';
import { seeded } from './leistungstest-score.ts';

describe('figural comparison (issue 29)', () => {
  it('makes identical pairs and pairs that differ in exactly one cell, about half each', () => {
    const random = seeded(3);
    const items = Array.from({ length: 400 }, () => generateComparison(random));
    for (const item of items) {
      const differing = item.model.filter((cell, i) => cell !== item.candidate[i]).length;
      expect(differing).toBe(item.same ? 0 : 1);
      expect(item.model.some(Boolean)).toBe(true);
    }
    const same = items.filter((item) => item.same).length;
    expect(same).toBeGreaterThan(150);
    expect(same).toBeLessThan(250);
  });

  it('measures speed, accuracy and the decline from the first to the last third', () => {
    // Six answers: quick and right at first, slower and with errors at the end.
    const times = [900, 1000, 1100, 1400, 1600, 1800];
    const answers = times.map((ms, i) => ({ onset: i * 10_000, t: i * 10_000 + ms, correct: i < 4 }));
    expect(scoreConcentration(answers, 300.4)).toEqual({
      answered: 6,
      correct: 4,
      wrong: 2,
      medianMs: 1250,
      firstMedianMs: 950,
      lastMedianMs: 1700,
      durationS: 300,
    });
  });

  it('has no decline figures with fewer than three answers', () => {
    const figures = scoreConcentration([{ onset: 0, t: 800, correct: true }], 12);
    expect(figures).toMatchObject({ answered: 1, firstMedianMs: null, lastMedianMs: null, medianMs: 800 });
  });
});
