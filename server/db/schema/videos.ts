import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sortOrder, sourceKey, translations } from './columns.ts';
import { mpuTypeEnum, videoLanguageEnum } from './enums.ts';
import { profiles } from './users.ts';

export const videoSections = pgTable(
  'video_sections',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: sortOrder(),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [index('video_sections_sort_order_idx').on(t.sortOrder)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => videoSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    /** WebVTT captions for direct video files (served by the app or external). */
    captionsUrl: text('captions_url'),
    /** Poster image for direct video files; link-based players derive theirs from the URL (SPEC §5). */
    thumbnailUrl: text('thumbnail_url'),
    sortOrder: sortOrder(),
    language: videoLanguageEnum('language').notNull().default('de'),
    country: text('country').array().notNull().default(sql`'{DE}'::text[]`),
    mpuTypes: mpuTypeEnum('mpu_types').array().notNull().default(sql`'{alcohol}'::mpu_type[]`),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    index('videos_section_order_idx').on(t.sectionId, t.sortOrder),
    index('videos_mpu_types_idx').using('gin', t.mpuTypes),
  ],
);

/** One row per (user, video) completed: progress counts distinct videos. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

export const videoQuizzes = pgTable(
  'video_quizzes',
  {
    id: id(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    correctAnswers: text('correct_answers').array().notNull(),
    /** Why the answers are right; shown to a learner only after they answered. */
    explanation: text('explanation').notNull().default(''),
    sortOrder: sortOrder(),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    index('video_quizzes_video_order_idx').on(t.videoId, t.sortOrder),
    check('video_quizzes_correct_check', sql`cardinality(${t.correctAnswers}) >= 1`),
  ],
);

/** One submission per user and question (SPEC §5). */
export const videoQuizAttempts = pgTable(
  'video_quiz_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => videoQuizzes.id, { onDelete: 'cascade' }),
    selectedAnswers: text('selected_answers').array().notNull().default(emptyTextArray),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('video_quiz_attempts_user_quiz_key').on(t.userId, t.quizId)],
);
