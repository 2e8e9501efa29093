import { z } from 'zod';
import { CASE_TOPICS } from '../domain/case.ts';
import { MILESTONE_KINDS, PLAN_PROMPTS, PLAN_WARNINGS, PROOF_PLANS } from '../domain/timeline.ts';
import { isoDate } from './common.ts';

/** PUT /api/plan: the learner's dates ('Mein Weg zur MPU', issue 11); null means not known yet. */
export const planDatesSchema = z.object({
  mpuDate: isoDate.nullable(),
  withdrawnOn: isoDate.nullable(),
  banEnd: isoDate.nullable(),
  abstinenceStart: isoDate.nullable(),
  proofPlan: z.enum(PROOF_PLANS).nullable(),
  /** Stored sorted, without repeats. */
  proofDates: z.array(isoDate).max(24),
});

const count = z.number().int().min(0);

export const timelineSchema = z.object({
  status: z.enum(['noDate', 'past', 'planned']),
  daysLeft: z.number().int().nullable(),
  milestones: z.array(
    z.object({ kind: z.enum(MILESTONE_KINDS), date: z.string(), caveat: z.boolean(), done: z.boolean() }),
  ),
  weeks: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      chapters: count,
      videos: count,
      questions: count,
      caseTopics: z.array(z.enum(CASE_TOPICS)),
      final: z.boolean(),
    }),
  ),
  prompts: z.array(z.enum(PLAN_PROMPTS)),
  warnings: z.array(z.enum(PLAN_WARNINGS)),
});

/** GET and PUT /api/plan: the dates and the timeline computed from them on the server. */
export const planResponse = z.object({
  today: z.string(),
  dates: planDatesSchema,
  timeline: timelineSchema,
});
export type PlanResponse = z.infer<typeof planResponse>;
export type PlanDatesBody = z.input<typeof planDatesSchema>;
