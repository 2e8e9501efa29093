import { z } from 'zod';
import { CASE_TOPICS } from '../domain/case.ts';
import { ANSWER_MAX_LENGTH } from '../domain/input-limits.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { contentLang } from './common.ts';

/** The interview practice ('Übungsgespräch', issue 10): API contracts under /api/trainer. */
export { ANSWER_MAX_LENGTH };

export const interviewTopic = z.enum(CASE_TOPICS);

/** What kind of question the interviewer asked. */
export const TURN_KINDS = ['opener', 'question', 'follow-up', 'contradiction', 'crisis', 'answer'] as const;

/** What an answer shows (eval/README.md "Shared vocabulary"; INTERVIEW-GUIDE §b red flags, §f). */
export const ANSWER_SIGNALS = [
  'minimising',
  'contesting',
  'blame',
  'stock-phrase',
  'honest-correction',
  'concrete-example',
  'insight',
  'negation',
] as const;
export type AnswerSignal = (typeof ANSWER_SIGNALS)[number];

/** What the interviewer does next (INTERVIEW-GUIDE §b follow-up table); 'move-on': the next question. */
export const FOLLOW_UP_FAMILIES = [
  'tolerance',
  'amount-gap',
  'own-share',
  'specifics',
  'contradiction',
  'since-when',
  'proof',
  'therapy-learnt',
  'plan-fit',
  'risk-map',
  'lapse-plan',
  'real-frequency',
  'escalation',
  'self-check',
  'move-on',
  'crisis',
] as const;
export type FollowUpFamily = (typeof FOLLOW_UP_FAMILIES)[number];

/**
 * The interviewer's judgement of one answer (issue 25): the topic it speaks to (by content, not by
 * the question), its 0–3 rating by the guide's anchors after the caps, the signals in it and the
 * follow-up family chosen next.
 */
export const turnAssessment = z.object({
  topic: interviewTopic,
  rating: z.number().int().min(0).max(3),
  signals: z.array(z.enum(ANSWER_SIGNALS)),
  followUp: z.enum(FOLLOW_UP_FAMILIES),
});
export type TurnAssessment = z.infer<typeof turnAssessment>;

export const interviewTurn = z.object({
  role: z.enum(['interviewer', 'learner']),
  kind: z.enum(TURN_KINDS),
  topic: interviewTopic,
  text: z.string(),
  /**
   * The language the turn was asked or answered in: the interface language at the time (a learner may
   * switch mid-session), German for a bank question without a translation (issue 14).
   */
  lang: contentLang,
  /** Which engine wrote an interviewer turn ('remote' only when the model's follow-up was used). */
  engine: z.enum(['offline', 'remote']).nullable(),
  at: z.string(),
  /** The judgement of a learner's answer; null for the interviewer's turns. */
  assessment: turnAssessment.nullable(),
});
export type InterviewTurn = z.infer<typeof interviewTurn>;

const quote = z.string().max(400);

/** The language of a text in a kept report; reports kept before it was recorded count as German. */
const keptLang = contentLang.default('de');

/** One topic of the report: 0–3 with reasons quoting the learner (INTERVIEW-GUIDE §b anchors). */
export const topicRating = z.object({
  topic: interviewTopic,
  /** null when the topic was not reached in this session. */
  score: z.number().int().min(0).max(3).nullable(),
  reasons: z.array(z.object({ text: z.string(), quote: quote.nullable() })).max(8),
  convincing: z.array(z.string()).max(8),
  missing: z.array(z.string()).max(8),
  /** Chapters and terms to read, named in `lang` (German where the item has no translation). */
  nextSteps: z.array(
    z.object({
      kind: z.enum(['chapter', 'term']),
      title: z.string(),
      href: z.string(),
      lang: keptLang,
    }),
  ),
});
export type TopicRating = z.infer<typeof topicRating>;

export const interviewReport = z.object({
  sessionId: z.uuid(),
  finishedAt: z.string(),
  reasons: z.array(z.enum(MPU_TYPES)),
  /** The language the report is written in (the session's last request; the quotes are the learner's). */
  lang: keptLang,
  /** Who rated: the built-in rules or the configured model (validated, quotes checked). */
  engine: z.enum(['offline', 'remote']),
  topics: z.array(topicRating),
  /** Every answer's judgement in order (reports kept before issue 25 have none). */
  answers: z.array(turnAssessment.extend({ text: z.string() })).default([]),
  /** Drug and medical-cannabis content waits for the 5th edition of the assessment criteria. */
  provisional: z.boolean(),
});
export type InterviewReport = z.infer<typeof interviewReport>;
/** A report as kept in the database: older ones lack the languages (read with interviewReport.parse). */
export type StoredInterviewReport = z.input<typeof interviewReport>;

export const interviewSession = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'finished']),
  mode: z.enum(['written', 'spoken']),
  reasons: z.array(z.enum(MPU_TYPES)),
  startedAt: z.string(),
  turns: z.array(interviewTurn),
  report: interviewReport.nullable(),
});
export type InterviewSession = z.infer<typeof interviewSession>;

// The interviewer asks, quotes and reports in the interface language (German terms kept): the
// request's Accept-Language, which the SPA sends with every call (server/plugins/content-language.ts).

/** POST /api/trainer/sessions: without a reason, the learner's first MPU reason (or the workbook's). */
export const startBody = z.object({
  mode: z.enum(['written', 'spoken']).default('written'),
  reason: z.enum(MPU_TYPES).optional(),
});
/**
 * POST /api/trainer/assess: one answer judged in the learner's case context (the saved workbook and,
 * optionally, the earlier answers of the conversation).
 */
export const assessBody = z.object({
  reason: z.enum(MPU_TYPES).optional(),
  question: z.object({ topic: interviewTopic, text: z.string().trim().min(1).max(600) }),
  answer: z.string().trim().min(1).max(ANSWER_MAX_LENGTH),
  earlier: z.array(z.string().trim().min(1).max(ANSWER_MAX_LENGTH)).max(20).default([]),
});
export type AssessBody = z.infer<typeof assessBody>;

export const answerBody = z.object({ text: z.string().trim().min(1).max(ANSWER_MAX_LENGTH) });

/** PUT /api/trainer/ai-consent: the learner switches the model on or off for the interview. */
export const aiConsentBody = z.object({ aiConsent: z.boolean() });

/** GET /api/trainer/state: which engine asks, and the running session to continue, if any. */
export const trainerState = z.object({
  engine: z.enum(['offline', 'remote']),
  /**
   * The learner's opt-in (off by default, stored server-side in the workbook): with engine 'remote',
   * the session's answers and the workbook go to the model only when it is on (decision 050).
   */
  aiConsent: z.boolean(),
  active: interviewSession.nullable(),
});

/** GET /api/trainer/reports: the trend over finished sessions, oldest first. */
export const reportTrend = z.object({
  reports: z.array(
    z.object({
      sessionId: z.uuid(),
      finishedAt: z.string(),
      scores: z.object({
        past: z.number().nullable(),
        causes: z.number().nullable(),
        change: z.number().nullable(),
        future: z.number().nullable(),
      }),
    }),
  ),
});
export type ReportTrend = z.infer<typeof reportTrend>;

/** GET /api/trainer/reports/latest (print view) and /reports/:id. */
export const reportResponse = z.object({ report: interviewReport.nullable() });
