import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** GET /api/overview: the signed-in user's progress (SPEC §2 overview, §9); computed on the server. */
export const overviewQuery = z.object({
  /**
   * The interface language: the video share counts the videos the library shows in it (SPEC §5). A
   * query parameter, not Accept-Language like every other route: the server's preload hint for the
   * overview (`server/plugins/web.ts`) cannot send a header, so the language is part of the URL.
   */
  language: z.enum(LANGUAGES).default('de'),
});

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

export const overviewResponse = z.object({
  counts: z.object({
    chapters: z.object({ completed: count, total: count }),
    videos: z.object({ completed: count, total: count }),
    questions: z.object({ mastered: count, total: count }),
    attempts: z.object({ total: count, correct: count }),
  }),
  shares: z.object({ chapter: percent, quiz: percent, video: percent }),
  readiness: percent,
  level: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
  errorRate: percent,
  errorRateTone: z.enum(['green', 'yellow', 'red']),
  milestones: z.object({
    videoBasics: z.boolean(),
    quizExercises: z.boolean(),
    practice: z.boolean(),
    examSimulation: z.boolean(),
    mpuReady: z.boolean(),
  }),
  recommendations: z.object({
    focus: z.array(z.enum(['basics', 'videos', 'quiz', 'balanced'])),
    strengths: z.array(z.enum(['consistent', 'videos', 'quiz', 'balanced'])),
    timeline: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
    nextSteps: z.array(z.enum(['simulation', 'errorAnalysis', 'morePractice', 'videos'])),
  }),
  /** The learning areas this learner can open; readiness and advice count only these (issue 10). */
  open: z.object({ courses: z.boolean(), videos: z.boolean() }),
  /** When the user last completed a chapter (ISO), null if never. */
  lastChapterAt: z.string().nullable(),
});
export type Overview = z.infer<typeof overviewResponse>;
