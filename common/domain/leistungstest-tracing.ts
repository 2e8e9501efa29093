import type { TracingFigures } from '../schemas/leistungstest.ts';
import { median, seeded, shuffled, type TimedAnswer } from './leistungstest-score.ts';

/**
 * Line tracing (issue 29): nine tangled lines run from the top row to the numbers 1–9 at the
 * bottom; the learner follows the marked one with the eyes and presses its end number.
 */
export const TRACING_LINES = 9;
/** Items per phase. */
export const TRACING_ITEMS = { practice: 2, scored: 8 } as const;
export const TRACING_SIZE = { width: 360, height: 420 } as const;

export type TracingLine = { start: number; end: number; path: string };
export type TracingItem = { lines: TracingLine[]; marked: number };

const column = (i: number) => 20 + i * 40;

/** Nine lines with random ends and four random bends each, drawn as smooth SVG paths. */
export function generateTracing(seed: number): TracingItem {
  const random = seeded(seed);
  const ends = shuffled(TRACING_LINES, random);
  const top = 30;
  const bottom = TRACING_SIZE.height - 40;
  const lines = ends.map((end, start) => {
    const points: [number, number][] = [[column(start), top]];
    for (let k = 1; k <= 4; k++) points.push([15 + random() * 330, top + (k * (bottom - top)) / 5]);
    points.push([column(end), bottom]);
    let path = `M${points[0]![0]},${points[0]![1]}`;
    for (let k = 1; k < points.length; k++) {
      const [x0, y0] = points[k - 1]!;
      const [x1, y1] = points[k]!;
      const middle = (y0 + y1) / 2;
      path += ` C${x0.toFixed(1)},${middle.toFixed(1)} ${x1.toFixed(1)},${middle.toFixed(1)} ${x1.toFixed(1)},${y1}`;
    }
    return { start, end, path };
  });
  return { lines, marked: Math.floor(random() * TRACING_LINES) };
}

/** The number (1–9) the marked line ends at. */
export function tracingAnswer(item: TracingItem): number {
  return item.lines[item.marked]!.end + 1;
}

export function scoreTracing(answers: readonly TimedAnswer[]): TracingFigures {
  return {
    items: answers.length,
    correct: answers.filter((a) => a.correct).length,
    medianMs: median(answers.map((a) => a.t - a.onset)),
  };
}
