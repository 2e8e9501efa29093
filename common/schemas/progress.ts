import { z } from 'zod';

const percent = z.number().int().min(0).max(100);

/** One day's snapshot of readiness and its parts (whole percentages). */
export const progressDay = z.object({
  day: z.string(),
  readiness: percent,
  chapters: percent,
  quiz: percent,
  videos: percent,
});
export type ProgressDay = z.infer<typeof progressDay>;

/** GET /api/progress: the learner's daily snapshots of the last weeks, oldest first. */
export const progressHistory = z.object({ days: z.array(progressDay) });
export type ProgressHistory = z.infer<typeof progressHistory>;

/** How far back the overview's chart goes. */
export const HISTORY_DAYS = 56;
