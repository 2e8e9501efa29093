import { describe, expect, it } from 'vitest';
import { generateTracing, scoreTracing, TRACING_LINES, tracingAnswer } from './leistungstest-tracing.ts';

describe('line tracing (issue 29)', () => {
  it('draws nine lines from nine starts to nine different ends', () => {
    for (const seed of [1, 2, 3, 99, 12345]) {
      const item = generateTracing(seed);
      expect(item.lines).toHaveLength(TRACING_LINES);
      expect(new Set(item.lines.map((l) => l.end)).size).toBe(TRACING_LINES);
      expect(item.lines.map((l) => l.start)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(item.marked).toBeGreaterThanOrEqual(0);
      expect(item.marked).toBeLessThan(TRACING_LINES);
      for (const line of item.lines) expect(line.path).toMatch(/^M[\d.]+,[\d.]+( C[\d., ]+){5}$/);
    }
  });

  it('is the same task for the same seed and another for another seed (hundreds of tasks)', () => {
    expect(generateTracing(7)).toEqual(generateTracing(7));
    const paths = new Set(Array.from({ length: 300 }, (_, seed) => generateTracing(seed).lines[0]!.path));
    expect(paths.size).toBe(300);
  });

  it('knows the marked line’s end number', () => {
    const item = generateTracing(42);
    expect(tracingAnswer(item)).toBe(item.lines[item.marked]!.end + 1);
  });

  it('counts correct answers and takes the median time of all answers', () => {
    const figures = scoreTracing([
      { onset: 0, t: 4000, correct: true },
      { onset: 10_000, t: 16_000, correct: true },
      { onset: 20_000, t: 21_000, correct: false },
      { onset: 30_000, t: 35_000, correct: true },
    ]);
    expect(figures).toEqual({ items: 4, correct: 3, medianMs: 4500 });
    expect(scoreTracing([])).toEqual({ items: 0, correct: 0, medianMs: null });
  });
});
