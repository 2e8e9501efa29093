import { z } from 'zod';
import { VIDEO_LANGUAGES } from '../domain/enums.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { allAmongOptions } from '../domain/quiz.ts';
import {
  DEFAULT_VIDEO_COUNTRY,
  DEFAULT_VIDEO_MPU_TYPES,
  isVideoLink,
  VIDEO_QUIZ_OPTION_COUNT,
} from '../domain/videos.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { attemptId, uuidParams } from './common.ts';

const id = z.uuid();
const title = z.string().trim().min(1).max(200);
const text = z.string().trim().max(4000);
const link = z.string().trim().min(1).max(2000).refine(isVideoLink, { message: 'invalid_url' });
const optionalLink = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => v || null)
  .refine((v) => v === null || isVideoLink(v), { message: 'invalid_url' })
  .nullable()
  .optional();
const mpuTypes = z
  .array(z.enum(MPU_TYPES))
  .max(MPU_TYPES.length)
  // SPEC §5: no MPU type chosen → [alcohol].
  .transform((types) => (types.length ? [...new Set(types)] : [...DEFAULT_VIDEO_MPU_TYPES]));
const country = z
  .array(
    z
      .string()
      .trim()
      .max(2)
      .regex(/^[A-Za-z]{2}$/)
      .transform((c) => c.toUpperCase()),
  )
  .max(30)
  .transform((list) => (list.length ? [...new Set(list)] : [DEFAULT_VIDEO_COUNTRY]));
const uniqueIds = z
  .array(id)
  .min(1)
  .max(1000)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_ids' });

// ---- learner ----

/** A caption track of a video: WebVTT in one language (decision 028). */
export const captionTrack = z.object({ lang: z.enum(LANGUAGES), url: z.string() });
export type CaptionTrack = z.infer<typeof captionTrack>;

const videoFields = {
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  captionsUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  order: z.number().int(),
  language: z.enum(VIDEO_LANGUAGES),
  country: z.array(z.string()),
  mpuTypes: z.array(z.enum(MPU_TYPES)),
  quizCount: z.number().int().min(0),
};

export const libraryVideo = z.object({
  ...videoFields,
  completed: z.boolean(),
  /** The language of title and description (decision 028); `language` is the spoken one. */
  lang: z.enum(LANGUAGES),
  /** Caption tracks in every language there is, German first. */
  captions: z.array(captionTrack),
});
export type LibraryVideo = z.infer<typeof libraryVideo>;

const sectionFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
};

export const libraryResponse = z.object({
  /** The learner's language: the library shows German videos and those in this language. */
  language: z.enum(VIDEO_LANGUAGES),
  sections: z.array(z.object({ ...sectionFields, lang: z.enum(LANGUAGES), videos: z.array(libraryVideo) })),
});
export type Library = z.infer<typeof libraryResponse>;
export type LibrarySection = Library['sections'][number];

export const videoParams = uuidParams('videoId');
export const videoQuizParams = uuidParams('quizId');
export const sectionParams = uuidParams('sectionId');

/** The user's own answer, with the answer key: only after they submitted. */
export const quizAttempt = z.object({
  selectedAnswers: z.array(z.string()),
  isCorrect: z.boolean(),
  correctAnswers: z.array(z.string()),
  /** Why the answers are right ('' when the question has none). */
  explanation: z.string(),
});
export type QuizAttempt = z.infer<typeof quizAttempt>;

/** A video quiz question as a learner receives it: no correct answers before their attempt. */
export const learnerQuiz = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  order: z.number().int(),
  attempt: quizAttempt.nullable(),
  /** The language of question, options and explanation (decision 028). */
  lang: z.enum(LANGUAGES),
});
export type LearnerQuiz = z.infer<typeof learnerQuiz>;
export const learnerQuizzesResponse = z.object({ quizzes: z.array(learnerQuiz) });

export const attemptBody = z.object({
  attemptId,
  selectedAnswers: z
    .array(z.string().min(1).max(500))
    .min(1)
    .max(VIDEO_QUIZ_OPTION_COUNT * 2)
    .refine((answers) => new Set(answers).size === answers.length, { message: 'duplicate_answers' }),
});
export const progressResponse = z.object({ completed: z.literal(true) });

// ---- admin ----

export const adminVideo = z.object(videoFields);
export type AdminVideo = z.infer<typeof adminVideo>;
export const adminVideosResponse = z.object({
  sections: z.array(z.object({ ...sectionFields, videos: z.array(adminVideo) })),
});
export type AdminVideos = z.infer<typeof adminVideosResponse>;
export type AdminSection = AdminVideos['sections'][number];

/** SPEC §5 new category: title and description non-empty after trimming. */
export const sectionBody = z.object({ title, description: text.min(1) });
/** Inline edit: the title stays required (a blank title is ignored by the client, refused here). */
export const sectionPatchBody = z.object({ title, description: text.optional() });
export const sectionResponse = z.object({ ...sectionFields });

/** SPEC §5 new video: title, description, url and a category; defaults DE and [alcohol]. */
export const videoBody = z.object({
  sectionId: id,
  title,
  description: text.min(1),
  url: link,
  captionsUrl: optionalLink,
  thumbnailUrl: optionalLink,
  language: z.enum(VIDEO_LANGUAGES).default('de'),
  country: country.default([DEFAULT_VIDEO_COUNTRY]),
  mpuTypes: mpuTypes.default([...DEFAULT_VIDEO_MPU_TYPES]),
});
export type VideoInput = z.input<typeof videoBody>;

export const videoPatchBody = z
  .object({
    title,
    description: text.min(1),
    url: link,
    captionsUrl: optionalLink,
    thumbnailUrl: optionalLink,
    language: z.enum(VIDEO_LANGUAGES),
    country,
    mpuTypes,
  })
  .partial();
export type VideoPatch = z.input<typeof videoPatchBody>;

export const reorderBody = z.object({ ids: uniqueIds });

export const adminQuiz = z.object({
  id: z.string(),
  videoId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswers: z.array(z.string()),
  explanation: z.string(),
  order: z.number().int(),
});
export type AdminQuiz = z.infer<typeof adminQuiz>;
export const adminQuizzesResponse = z.object({ quizzes: z.array(adminQuiz) });

/** SPEC §5 new video quiz question: four non-empty (distinct) options, ≥ 1 correct among them. */
export const quizBody = z
  .object({
    question: z.string().trim().min(1).max(1000),
    options: z.array(z.string().trim().min(1).max(500)).length(VIDEO_QUIZ_OPTION_COUNT),
    correctAnswers: z.array(z.string().trim().min(1).max(500)).min(1).max(VIDEO_QUIZ_OPTION_COUNT),
    /** Shown to the learner after answering. */
    explanation: z.string().trim().max(4000).default(''),
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: 'duplicate_options',
    path: ['options'],
  })
  .refine((q) => allAmongOptions(q.correctAnswers, q.options), {
    message: 'unknown_answer',
    path: ['correctAnswers'],
  })
  .transform((q) => ({ ...q, correctAnswers: [...new Set(q.correctAnswers)] }));
export type QuizInput = z.input<typeof quizBody>;
