import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sortOrder, sourceKey, translations } from './columns.ts';
import { mpuTypeEnum } from './enums.ts';
import { profiles } from './users.ts';

export const courses = pgTable('courses', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: sortOrder(),
  /** Empty means relevant to every MPU reason. */
  mpuTypes: mpuTypeEnum('mpu_types').array().notNull().default(sql`'{}'::mpu_type[]`),
  sourceKey: sourceKey(),
  translations: translations(),
  createdAt: createdAt(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    sortOrder: sortOrder(),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [index('chapters_course_order_idx').on(t.courseId, t.sortOrder)],
);

/** One row per (user, chapter) completed: progress counts distinct chapters. */
export const userProgress = pgTable(
  'user_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('user_progress_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Chapter quiz: one correct answer among the options (SPEC §3). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    /** Why the answer is right; shown to a learner only after they answered. */
    explanation: text('explanation').notNull().default(''),
    sortOrder: sortOrder(),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_chapter_created_idx').on(t.chapterId, t.createdAt)],
);

/** Locked once answered: one attempt per user and chapter quiz (SPEC §4). */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('quiz_attempts_user_quiz_key').on(t.userId, t.quizId)],
);
