import { describe, expect, it } from 'vitest';
import {
  type DeterminationEvent,
  judge,
  nextInterval,
  PACE,
  scoreDetermination,
} from './leistungstest-determination.ts';

const signal = (t: number, kind: 'red' | 'high' | 'left', phase = 0): DeterminationEvent => ({
  type: 'signal',
  t,
  end: t + 1000,
  kind,
  phase,
});
const key = (t: number, kind: 'red' | 'high' | 'left'): DeterminationEvent => ({ type: 'key', t, kind });

describe('determination (issue 29)', () => {
  it('speeds up after a correct answer and slows down after an error or omission, within bounds', () => {
    expect(nextInterval(1500, 'correct')).toBe(1380);
    expect(nextInterval(1500, 'omitted')).toBe(1680);
    expect(nextInterval(1500, 'wrong')).toBe(1680);
    expect(nextInterval(PACE.minMs, 'correct')).toBe(PACE.minMs);
    expect(nextInterval(PACE.maxMs, 'late')).toBe(PACE.maxMs);
  });

  it('judges the first key while the signal shows; the right key in the gap is late', () => {
    const shown = { t: 0, end: 1000, kind: 'red' as const };
    expect(judge(shown, [{ t: 400, kind: 'red' }], 1200)).toEqual({ outcome: 'correct', ms: 400 });
    expect(
      judge(
        shown,
        [
          { t: 300, kind: 'high' },
          { t: 500, kind: 'red' },
        ],
        1200,
      ).outcome,
    ).toBe('wrong');
    expect(judge(shown, [{ t: 1100, kind: 'red' }], 1200).outcome).toBe('late');
    expect(judge(shown, [{ t: 1300, kind: 'red' }], 1200).outcome).toBe('omitted');
  });

  it('counts correct, wrong, late and omitted answers and the median time per phase', () => {
    const events = [
      signal(0, 'red'),
      key(500, 'red'),
      signal(1200, 'high'),
      key(1500, 'left'),
      signal(2400, 'left'),
      key(3500, 'left'),
      signal(3600, 'red', 1),
      signal(4800, 'high', 1),
      key(5100, 'high'),
      signal(6000, 'left', 1),
      key(6700, 'left'),
    ];
    expect(scoreDetermination(events)).toEqual({
      correct: 3,
      wrong: 1,
      late: 1,
      omitted: 1,
      medianMs: 500,
      phases: [
        { correct: 1, wrong: 1, late: 1, omitted: 0, medianMs: 500 },
        { correct: 2, wrong: 0, late: 0, omitted: 1, medianMs: 500 },
      ],
    });
  });
});
