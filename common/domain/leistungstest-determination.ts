import type { DeterminationFigures, DeterminationPhaseFigures } from '../schemas/leistungstest.ts';
import { inTimeOrder, median } from './leistungstest-score.ts';

/**
 * Determination, reactive stress tolerance (issue 29): five colours, a high and a low tone and a
 * left and a right "pedal" signal, each with its own key. The pace adapts: quicker after a correct
 * answer, slower after an error or an omission. A short blank gap follows every signal; the right
 * key in the gap is "late".
 */
export const DETERMINATION_KINDS = [
  'red',
  'yellow',
  'green',
  'blue',
  'white',
  'high',
  'low',
  'left',
  'right',
] as const;
export type DeterminationKind = (typeof DETERMINATION_KINDS)[number];

/** The key of each signal (KeyboardEvent.code). */
export const DETERMINATION_KEYS: Readonly<Record<DeterminationKind, string>> = {
  red: 'KeyA',
  yellow: 'KeyS',
  green: 'KeyD',
  blue: 'KeyF',
  white: 'KeyG',
  high: 'KeyK',
  low: 'KeyL',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

export const PACE = {
  startMs: 1500,
  minMs: 600,
  maxMs: 2500,
  faster: 0.92,
  slower: 1.12,
  gapMs: 200,
} as const;
/** Scored phases and their length; the practice is one short phase. */
export const DETERMINATION_PHASES = { scored: 3, phaseMs: 45_000, practiceMs: 20_000 } as const;

export type Outcome = 'correct' | 'wrong' | 'late' | 'omitted';

/** The next signal's time on screen after an outcome. */
export function nextInterval(current: number, outcome: Outcome): number {
  const next = outcome === 'correct' ? current * PACE.faster : current * PACE.slower;
  return Math.round(Math.min(PACE.maxMs, Math.max(PACE.minMs, next)));
}

export type DeterminationEvent =
  | { type: 'signal'; t: number; end: number; kind: DeterminationKind; phase: number }
  | { type: 'key'; t: number; kind: DeterminationKind };

/** The outcome of one signal from the keys pressed while it showed and in the gap after it. */
export function judge(
  signal: { t: number; end: number; kind: DeterminationKind },
  keys: readonly { t: number; kind: DeterminationKind }[],
  gapEnd: number,
): { outcome: Outcome; ms: number | null } {
  const during = keys.find((key) => key.t >= signal.t && key.t < signal.end);
  if (during) return { outcome: during.kind === signal.kind ? 'correct' : 'wrong', ms: during.t - signal.t };
  const gap = keys.find((key) => key.t >= signal.end && key.t < gapEnd);
  if (gap) return { outcome: gap.kind === signal.kind ? 'late' : 'wrong', ms: null };
  return { outcome: 'omitted', ms: null };
}

export function scoreDetermination(stream: readonly DeterminationEvent[]): DeterminationFigures {
  const events = inTimeOrder(stream);
  const signals = events.filter((e) => e.type === 'signal');
  const keys = events.filter((e) => e.type === 'key');
  const phases = new Map<number, { counts: Record<Outcome, number>; times: number[] }>();
  const all: number[] = [];
  const total: Record<Outcome, number> = { correct: 0, wrong: 0, late: 0, omitted: 0 };
  signals.forEach((signal, i) => {
    const gapEnd = signals[i + 1]?.t ?? signal.end + PACE.gapMs;
    const { outcome, ms } = judge(signal, keys, gapEnd);
    const phase = phases.get(signal.phase) ?? {
      counts: { correct: 0, wrong: 0, late: 0, omitted: 0 },
      times: [],
    };
    phases.set(signal.phase, phase);
    phase.counts[outcome]++;
    total[outcome]++;
    if (outcome === 'correct' && ms !== null) {
      phase.times.push(ms);
      all.push(ms);
    }
  });
  const phaseFigures: DeterminationPhaseFigures[] = [...phases.keys()]
    .sort((a, b) => a - b)
    .map((key) => {
      const phase = phases.get(key)!;
      return { ...phase.counts, medianMs: median(phase.times) };
    });
  return { ...total, medianMs: median(all), phases: phaseFigures.slice(0, 10) };
}
