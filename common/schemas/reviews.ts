import { z } from 'zod';
import { answerBody, answerResponse, learnerQuestionSchema } from './exam.ts';

/** GET /api/reviews: exam questions due for review (issue 11), options shuffled, no answer key. */
export const reviewsResponse = z.object({
  dueCount: z.number().int().min(0),
  items: z.array(learnerQuestionSchema),
});
export type Reviews = z.infer<typeof reviewsResponse>;

/** POST /api/reviews/:id/answer: `attemptId` is made by the browser; a retry with it is stored once. */
export const reviewAnswerBody = answerBody.omit({ runId: true });
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBody>;

export const reviewAnswerResponse = answerResponse.extend({ nextDue: z.string() });
export type ReviewAnswer = z.infer<typeof reviewAnswerResponse>;
