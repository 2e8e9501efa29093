import { z } from 'zod';
import { LEXICON_CATEGORIES } from '../domain/enums.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { attemptId, contentLang, uuidParams } from './common.ts';

const mpuTypes = z.array(z.enum(MPU_TYPES)).max(MPU_TYPES.length);

export const courseSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  mpuTypes,
  chapterCount: z.number().int().min(0),
  /** Chapters this user marked done. */
  completedCount: z.number().int().min(0),
  /** The language of title and description (decision 028). */
  lang: contentLang,
});
export type CourseSummary = z.infer<typeof courseSummary>;
export const courseListResponse = z.object({ items: z.array(courseSummary) });

/** The user's answer; the correct answer leaves the server only inside an attempt (SPEC §4). */
export const quizAttemptResult = z.object({
  answer: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  /** Why the answer is right ('' when the question has none). */
  explanation: z.string(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;

export const chapterQuiz = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  attempt: quizAttemptResult.nullable(),
  /** The language of question, options and explanation. */
  lang: contentLang,
});
export type ChapterQuiz = z.infer<typeof chapterQuiz>;

export const chapterDetail = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  completed: z.boolean(),
  quizzes: z.array(chapterQuiz),
  lang: contentLang,
});
export type ChapterDetail = z.infer<typeof chapterDetail>;

/** Glossary entries that occur in the course's chapters (for the term popovers). */
export const glossaryBrief = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  category: z.enum(LEXICON_CATEGORIES),
  lang: contentLang,
  /** The German term (the same as `term` when `lang` is 'de'): marked in chapter text as well. */
  germanTerm: z.string(),
});
export type GlossaryBrief = z.infer<typeof glossaryBrief>;

export const courseDetailResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  mpuTypes,
  chapters: z.array(chapterDetail),
  glossary: z.array(glossaryBrief),
  lang: contentLang,
});
export type CourseDetail = z.infer<typeof courseDetailResponse>;

export const courseParams = z.object({ courseId: z.string().max(100) });
export const chapterQuizParams = uuidParams('quizId');
export const chapterParams = uuidParams('chapterId');
export const quizAnswerBody = z.object({ answer: z.string().min(1).max(2000), attemptId });
export const chapterProgressResponse = z.object({ chapterId: z.string(), completed: z.boolean() });

// ---- Admin ----

export const courseBody = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  mpuTypes: mpuTypes.default([]),
});
export type CourseBody = z.input<typeof courseBody>;

export const chapterBody = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().max(100_000).default(''),
});
export type ChapterBody = z.input<typeof chapterBody>;

/** A chapter quiz question: at least two distinct non-empty options, one of them correct. */
export const chapterQuizBody = z
  .object({
    question: z.string().trim().min(1).max(2000),
    options: z
      .array(z.string().trim().max(500))
      .max(8)
      .transform((options) => options.filter((o) => o !== '')),
    correctAnswer: z.string().trim().min(1).max(500),
    /** Shown to the learner after answering; left out = unchanged (a new question gets none). */
    explanation: z.string().trim().max(4000).optional(),
  })
  .refine((q) => q.options.length >= 2, { path: ['options'] })
  .refine((q) => new Set(q.options).size === q.options.length, { path: ['options'] })
  .refine((q) => q.options.includes(q.correctAnswer), { path: ['correctAnswer'] });
export type ChapterQuizBody = z.input<typeof chapterQuizBody>;

export const orderBody = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });

export const adminQuiz = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
});
export const adminChapter = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  quizzes: z.array(adminQuiz),
});
export const adminCourse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  mpuTypes,
  chapters: z.array(adminChapter),
});
export type AdminCourse = z.infer<typeof adminCourse>;
export type AdminChapter = z.infer<typeof adminChapter>;
export type AdminQuiz = z.infer<typeof adminQuiz>;
export const adminCoursesResponse = z.object({ items: z.array(adminCourse) });
