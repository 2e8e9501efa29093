import { z } from 'zod';
import { MPU_TYPES } from '../domain/mpu.ts';

const percent = z.number().int().min(0).max(100);
const count = z.number().int().min(0);

/**
 * What a counsellor sees of an assigned learner without any share (issue 30): progress figures,
 * never the case, the interview content or health details beyond the MPU reason.
 */
export const learnerProgress = z.object({
  readiness: percent,
  quiz: percent,
  videos: percent,
  chapters: percent,
  dueReviews: count,
  interviews: count,
});
export type LearnerProgress = z.infer<typeof learnerProgress>;

export const counsellorLearner = z.object({
  id: z.uuid(),
  /** The learner's name, or '' when they gave none (then the address stands for them). */
  name: z.string(),
  email: z.string(),
  reasons: z.array(z.enum(MPU_TYPES)),
  mpuDate: z.string().nullable(),
  /** The last answer, chapter, video, interview or workbook change (ISO), null if none yet. */
  lastActivity: z.string().nullable(),
  progress: learnerProgress,
});
export type CounsellorLearner = z.infer<typeof counsellorLearner>;

export const counsellorLearnerList = z.object({ learners: z.array(counsellorLearner) });
export type CounsellorLearnerList = z.infer<typeof counsellorLearnerList>;

export const learnerParams = z.object({ learnerId: z.uuid() });
