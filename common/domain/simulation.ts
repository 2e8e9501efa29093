/**
 * The exam simulation (issue 11, decision 022): a fixed set of questions against the clock, no
 * feedback until it is handed in. The pass mark is a practice threshold of this app, not an
 * official one: the MPU has no multiple-choice test with a pass mark.
 */
export const SIMULATION_SIZE = 30;
export const SIMULATION_MINUTES = 30;
export const PRACTICE_PASS_PERCENT = 70;
/** Answers sent up to this long after the deadline still count (network and clock drift). */
export const SIMULATION_GRACE_MS = 5_000;
/** The hub lists this many past simulations. */
export const SIMULATION_HISTORY_SIZE = 10;

/** Passed the practice threshold? */
export const passesPractice = (correct: number, total: number): boolean =>
  total > 0 && correct * 100 >= total * PRACTICE_PASS_PERCENT;
