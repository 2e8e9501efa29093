import { z } from 'zod';
import { MEMORY_KINDS } from '../domain/memory.ts';
import { answerBody, answerResponse, learnerQuestionSchema } from './exam.ts';

/** A question to review: an exam question (category) or a chapter question (chapter as category). */
export const reviewItemSchema = learnerQuestionSchema.extend({ kind: z.enum(MEMORY_KINDS) });

/**
 * GET /api/reviews: what is due today (issue 11, decision 026) — exam and chapter questions, options
 * shuffled, no answer key — with the figures of 'Heute fällig', all computed on the server.
 */
export const reviewsResponse = z.object({
  /** Reviews due now plus the new questions planned for today. */
  dueCount: z.number().int().min(0),
  items: z.array(reviewItemSchema),
  today: z.object({
    /** Questions seen before and due again. */
    reviews: z.number().int().min(0),
    /** Questions never seen, planned for today so every one is seen before the MPU date. */
    newQuestions: z.number().int().min(0),
    /** Questions never seen in all. */
    unseen: z.number().int().min(0),
    /** Consecutive days with reviews (today counts once done; until then up to yesterday). */
    streak: z.number().int().min(0),
    /** Whether reviews were done today. */
    doneToday: z.boolean(),
    /** At the pace of the last 7 days, the day every question has been seen (null: no pace yet). */
    forecast: z.string().nullable(),
    /** The MPU date the plan works to (null: not known). */
    mpuDate: z.string().nullable(),
  }),
});
export type Reviews = z.infer<typeof reviewsResponse>;

/** POST /api/reviews/:id/answer: `attemptId` is made by the browser; a retry with it is stored once. */
export const reviewAnswerBody = answerBody.omit({ runId: true });
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBody>;

export const reviewAnswerResponse = answerResponse.extend({ nextDue: z.string() });
export type ReviewAnswer = z.infer<typeof reviewAnswerResponse>;
