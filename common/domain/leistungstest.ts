/**
 * 'Leistungstest üben' (issue 29): five practice tasks modelled on the computer-based performance
 * test of the MPU. Practice values only: no norms, no percentile rank, no prediction (MPU-FACTS).
 */
export const LEISTUNGSTEST_TASKS = [
  'reaction',
  'determination',
  'concentration',
  'perception',
  'tracing',
] as const;
export type LeistungstestTask = (typeof LEISTUNGSTEST_TASKS)[number];

/** A run ends in the practice phase (aborted there) or reaches the scored phase. */
export const RUN_PHASES = ['practice', 'scored'] as const;
export type RunPhase = (typeof RUN_PHASES)[number];

/** React to every light, to every tone, or (choice) only to yellow light and tone together. */
export const REACTION_MODES = ['light', 'tone', 'choice'] as const;
export type ReactionMode = (typeof REACTION_MODES)[number];

/** What a task needs from the device; the page says so before the start. */
export type TaskNeed = 'keyboard' | 'sound' | 'screen';
export const TASK_NEEDS: Readonly<Record<LeistungstestTask, readonly TaskNeed[]>> = {
  reaction: ['keyboard', 'sound'],
  determination: ['keyboard', 'sound'],
  concentration: ['screen'],
  perception: ['screen'],
  tracing: ['screen'],
};

/** Tasks whose signals come quickly: a photosensitivity note comes before them. */
export const RAPID_SIGNAL_TASKS: ReadonlySet<LeistungstestTask> = new Set(['reaction', 'determination']);

/** No signal flashes faster than this (WCAG 2.3.1: at most three flashes per second). */
export const MIN_FLASH_INTERVAL_MS = 334;

/** Most runs the history returns (newest first). */
export const HISTORY_LIMIT = 200;

/** The plan suggests a practice run in the last six weeks before the MPU date. */
export const SUGGEST_PRACTICE_DAYS = 42;
export function suggestPractice(daysLeft: number | null): boolean {
  return daysLeft !== null && daysLeft > 0 && daysLeft <= SUGGEST_PRACTICE_DAYS;
}
