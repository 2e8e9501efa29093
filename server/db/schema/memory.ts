import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MemoryKind } from '../../../common/domain/memory.ts';
import { emptyTextArray } from './columns.ts';
import { profiles } from './users.ts';

/**
 * The learner's memory of one question (decision 026): one row per learner and question — an exam
 * question, a chapter quiz question or a video quiz question (`kind` says which table `question_id`
 * points into; a trigger deletes the rows of a deleted question). Updated in the same transaction as
 * every answer; the reviews, the overview, the exam hub, the wrong-answers quiz and the activity
 * count read it instead of the attempts, so their cost does not grow with the history.
 */
export const questionMemory = pgTable(
  'question_memory',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    kind: text('kind').$type<MemoryKind>().notNull(),
    // The FSRS state (ts-fsrs, common/domain/reviews.ts).
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    // The answers.
    lastAnswer: text('last_answer').array().notNull().default(emptyTextArray),
    lastCorrect: boolean('last_correct').notNull(),
    /** Quiz answers (practice, chapter, video quizzes; what the activity list shows). */
    answerCount: integer('answer_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    /** Review answers ('Heute fällig'). */
    reviewCount: integer('review_count').notNull().default(0),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }).notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_memory_user_kind_due_idx').on(t.userId, t.kind, t.due),
    index('question_memory_question_idx').on(t.questionId),
    // Covers the per-learner counts and the wrong-answers list, so they read a few index pages
    // instead of one heap page per question (index-only scans; decision 039).
    index('question_memory_user_kind_answers_idx').on(
      t.userId,
      t.kind,
      t.lastCorrect,
      t.questionId,
      t.answerCount,
    ),
    check('question_memory_kind_check', sql`${t.kind} in ('exam', 'chapter', 'video')`),
  ],
);

/** Days on which the learner did reviews (the streak on 'Heute fällig'); one row per German day. */
export const reviewDays = pgTable(
  'review_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reviews: integer('reviews').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
