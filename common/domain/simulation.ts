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

/** The result names at most this many weakest categories (with chapters to read). */
export const WEAKEST_SHOWN = 3;

/**
 * The weakest categories of a result: below the practice threshold, the lowest share first (more
 * questions first on a tie), at most WEAKEST_SHOWN. Empty when every category reached it.
 */
export function weakestCategories<T extends { correct: number; total: number }>(
  categories: readonly T[],
): T[] {
  return categories
    .filter((c) => c.total > 0 && !passesPractice(c.correct, c.total))
    .sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total)
    .slice(0, WEAKEST_SHOWN);
}
