import type { ReactionMode } from '../../../common/domain/leistungstest.ts';
import type { ReactionSignal } from '../../../common/domain/leistungstest-reaction.ts';

/** Foreperiod between being at rest and the signal: unpredictable, 1.5–3.5 s. */
export const foreperiodMs = (random = Math.random) => 1500 + random() * 2000;

/** The signals of one phase; in the choice task 40 % are targets (yellow light and tone together). */
export function reactionSignals(mode: ReactionMode, count: number, random = Math.random): ReactionSignal[] {
  return Array.from({ length: count }, (_, i): ReactionSignal => {
    if (mode === 'light') return { light: 'yellow', tone: false };
    if (mode === 'tone') return { light: null, tone: true };
    const kinds: ReactionSignal[] = [
      { light: 'yellow', tone: true },
      { light: 'yellow', tone: true },
      { light: 'yellow', tone: false },
      { light: null, tone: true },
      { light: 'red', tone: true },
    ];
    // The first signal of a phase is a target, so the instructions are tried at once.
    return i === 0 ? kinds[0]! : kinds[Math.floor(random() * kinds.length)]!;
  });
}
