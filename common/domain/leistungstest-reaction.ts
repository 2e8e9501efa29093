import type { ReactionFigures } from '../schemas/leistungstest.ts';
import type { ReactionMode } from './leistungstest.ts';
import { inTimeOrder, median } from './leistungstest-score.ts';

/**
 * The reaction task (issue 29): the learner rests a finger on the rest key (J, or the rest area on a
 * phone); a signal appears; they leave the rest key (reaction time: signal → release) and press the
 * reaction key (Space; motor time: release → press), then go back to the rest key.
 *
 * 'light' and 'tone': every light (every tone) is a target. 'choice': only "yellow light and tone
 * together" is; the other signals (yellow alone, tone alone, red with the tone) must be let pass.
 *
 * Times are milliseconds on one clock (performance.now): `onset` is the frame on which the light
 * became visible (or the scheduled start of the tone), key times are the events' timeStamp.
 */
export type ReactionSignal = { light: 'yellow' | 'red' | null; tone: boolean };

export type ReactionEvent =
  | { type: 'signal'; t: number; signal: ReactionSignal }
  | { type: 'release'; t: number }
  | { type: 'press'; t: number }
  | { type: 'rest'; t: number };

export const REACTION_RULES = {
  /** A release sooner than this after the signal was a guess, not a reaction: a false start. */
  anticipationMs: 100,
  /** No release within this time after a target is a miss. */
  windowMs: 1500,
} as const;

/** Trials per phase of the reaction task. */
export const REACTION_TRIALS: Readonly<Record<ReactionMode, { practice: number; scored: number }>> = {
  light: { practice: 4, scored: 16 },
  tone: { practice: 4, scored: 16 },
  choice: { practice: 6, scored: 24 },
};

export function isTarget(mode: ReactionMode, signal: ReactionSignal): boolean {
  if (mode === 'light') return signal.light !== null;
  if (mode === 'tone') return signal.tone;
  return signal.light === 'yellow' && signal.tone;
}

/** Scores one phase's event stream. */
export function scoreReaction(
  mode: ReactionMode,
  stream: readonly ReactionEvent[],
  rules: { anticipationMs: number; windowMs: number } = REACTION_RULES,
): ReactionFigures {
  const events = inTimeOrder(stream);
  const reactionTimes: number[] = [];
  const motorTimes: number[] = [];
  let trials = 0;
  let correct = 0;
  let wrong = 0;
  let falseStarts = 0;
  let misses = 0;
  // The open signal: its onset and whether the learner already left the rest key for it.
  let open: { onset: number; target: boolean; release: number | null; done: boolean } | null = null;

  // After a missed target, one late release before the next signal is part of the miss.
  let lateAllowed = false;
  const close = () => {
    if (!open) return;
    lateAllowed = open.target && open.release === null;
    if (open.target && open.release === null) misses++;
    else if (!open.target && open.release === null) correct++;
    open = null;
  };

  for (const event of events) {
    if (open && event.t > open.onset + rules.windowMs && open.release === null) close();
    if (event.type === 'signal') {
      close();
      trials++;
      open = { onset: event.t, target: isTarget(mode, event.signal), release: null, done: false };
    } else if (event.type === 'release') {
      if (!open || open.done) {
        if (!open && lateAllowed) lateAllowed = false;
        else falseStarts++;
        continue;
      }
      const reaction = event.t - open.onset;
      if (reaction < rules.anticipationMs) {
        falseStarts++;
        open.done = true;
        open.release = event.t;
        continue;
      }
      open.release = event.t;
      if (!open.target) {
        wrong++;
        open.done = true;
      } else reactionTimes.push(reaction);
    } else if (event.type === 'press') {
      if (open?.target && open.release !== null && !open.done) {
        motorTimes.push(event.t - open.release);
        correct++;
        open.done = true;
      }
    }
  }
  close();

  return {
    mode,
    trials,
    medianReactionMs: median(reactionTimes),
    medianMotorMs: median(motorTimes),
    correct,
    wrong,
    falseStarts,
    misses,
  };
}
