import { z } from 'zod';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TOPICS, SHARE_KINDS } from '../domain/counsellor.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { caseResponse } from './case.ts';
import { interviewReport } from './interview.ts';
import { historyResponse } from './leistungstest.ts';
import { planResponse } from './plan.ts';

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
  /** The reasons are withheld: the learner has not agreed to the notice that names counsellors. */
  reasonsHidden: z.boolean(),
  mpuDate: z.string().nullable(),
  /** The last answer, chapter, video, interview or workbook change (ISO), null if none yet. */
  lastActivity: z.string().nullable(),
  progress: learnerProgress,
  /** What the learner shares with this counsellor now. */
  shared: z.array(z.enum(SHARE_KINDS)),
});
export type CounsellorLearner = z.infer<typeof counsellorLearner>;

export const counsellorLearnerList = z.object({ learners: z.array(counsellorLearner) });
export type CounsellorLearnerList = z.infer<typeof counsellorLearnerList>;

export const learnerParams = z.object({ learnerId: z.uuid() });

const shareKind = z.enum(SHARE_KINDS);
export const shareParams = z.object({ kind: shareKind });
export const shareBody = z.object({ shared: z.boolean() });

/** One consent record: what was shared with whom, when, and when it was withdrawn (null: still on). */
export const shareRecord = z.object({
  kind: shareKind,
  counsellor: z.string(),
  sharedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});

/** GET /api/counselling: the learner's counsellor, what is shared now, and every record. */
export const counsellingState = z.object({
  counsellor: z.object({ name: z.string(), email: z.string() }).nullable(),
  shared: z.array(shareKind),
  records: z.array(shareRecord),
});
export type CounsellingState = z.infer<typeof counsellingState>;

export const feedbackMessage = z.object({
  id: z.uuid(),
  fromCounsellor: z.boolean(),
  /** The author's name or address; null once their account is gone. */
  author: z.string().nullable(),
  topic: z.enum(FEEDBACK_TOPICS),
  reportId: z.uuid().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** When the other side read it (null: not yet). */
  readAt: z.string().nullable(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessage>;

export const feedbackThread = z.object({
  messages: z.array(feedbackMessage),
  /** Messages from the other side not read yet. */
  unread: z.number().int().min(0),
});
export type FeedbackThread = z.infer<typeof feedbackThread>;

/** A message: plain text, no attachments (issue 30). */
export const feedbackBody = z
  .object({
    body: z.string().trim().min(1).max(FEEDBACK_MAX_LENGTH),
    topic: z.enum(FEEDBACK_TOPICS).default('general'),
    /** The report's interview session: needed with the topic 'report', ignored otherwise. */
    reportId: z.uuid().optional(),
  })
  .refine((b) => b.topic !== 'report' || b.reportId !== undefined, { path: ['reportId'] });
export type FeedbackBody = z.input<typeof feedbackBody>;

/** An interview report as shared: scores and quotes; each answer's full text only with 'transcripts'. */
export const sharedReport = interviewReport.extend({ answers: interviewReport.shape.answers.optional() });

/** GET /api/counsellor/learners/:id/material: only what the learner shares now (null otherwise). */
export const sharedMaterial = z.object({
  shared: z.array(shareKind),
  case: caseResponse.pick({ workbook: true, updatedAt: true }).nullable(),
  reports: z.array(sharedReport).nullable(),
  plan: planResponse.nullable(),
  leistungstest: historyResponse.shape.runs.nullable(),
});
export type SharedMaterial = z.infer<typeof sharedMaterial>;
