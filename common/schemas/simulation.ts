import { z } from 'zod';
import { LIMITS, MAX_OPTIONS } from '../domain/exam.ts';
import { contentLang, uuidParams } from './common.ts';
import { learnerQuestionSchema } from './exam.ts';

/** A simulation still running: the questions without keys, the answers saved so far. */
export const simulationRunSchema = z.object({
  id: z.string(),
  status: z.literal('running'),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's time when answering, so the countdown does not depend on the device clock. */
  now: z.string(),
  questions: z.array(learnerQuestionSchema),
  answers: z.record(z.string(), z.array(z.string())),
});
export type SimulationRun = z.infer<typeof simulationRunSchema>;

/** One question after handing in: now with the key and the explanation. */
export const simulationItemSchema = z.object({
  id: z.string(),
  categoryName: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  selected: z.array(z.string()),
  correctAnswers: z.array(z.string()),
  explanation: z.string(),
  correct: z.boolean(),
  /** The language of question, options and explanation (decision 028). */
  lang: contentLang,
  categoryLang: contentLang,
});

/** A category's score, with the course chapters that teach it (content/exam-chapters.yaml). */
export const simulationCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The language of the name (decision 028). */
  lang: contentLang,
  correct: z.number().int(),
  total: z.number().int(),
  chapters: z.array(z.object({ title: z.string(), href: z.string(), lang: contentLang })),
});

export const simulationResultSchema = z.object({
  id: z.string(),
  status: z.literal('finished'),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** True when the time ran out before handing in. */
  timedOut: z.boolean(),
  correct: z.number().int(),
  total: z.number().int(),
  /** Against the practice threshold (PRACTICE_PASS_PERCENT), not an official pass mark. */
  passed: z.boolean(),
  categories: z.array(simulationCategorySchema),
  /** The ids of the weakest categories (below the threshold, weakest first; `weakestCategories`). */
  weakest: z.array(z.string()),
  items: z.array(simulationItemSchema),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const simulationResponse = z.discriminatedUnion('status', [
  simulationRunSchema,
  simulationResultSchema,
]);
export type Simulation = z.infer<typeof simulationResponse>;

export const simulationSummarySchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finished: z.boolean(),
  correct: z.number().int().nullable(),
  total: z.number().int(),
  passed: z.boolean().nullable(),
});
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;
export const simulationListResponse = z.object({ items: z.array(simulationSummarySchema) });

export const simulationAnswerParams = uuidParams('id', 'questionId');
/** An empty list clears the answer (the learner may change their mind until handing in). */
export const simulationAnswerBody = z.object({
  selected: z
    .array(z.string().min(1).max(LIMITS.option))
    .max(MAX_OPTIONS)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
});
export const simulationAnswerResponse = z.object({ saved: z.literal(true) });
