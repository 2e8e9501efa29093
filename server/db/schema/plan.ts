import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { ProofPlan } from '../../../common/domain/timeline.ts';
import { createdAt, updatedAt } from './columns.ts';
import { quizQuestions } from './exam.ts';
import { profiles } from './users.ts';

/**
 * 'Mein Weg zur MPU' (issue 11): the learner's dates. Personal data (the abstinence start is health
 * data): deleted with the account.
 */
export const planDates = pgTable('plan_dates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  mpuDate: date('mpu_date', { mode: 'string' }),
  withdrawnOn: date('withdrawn_on', { mode: 'string' }),
  banEnd: date('ban_end', { mode: 'string' }),
  abstinenceStart: date('abstinence_start', { mode: 'string' }),
  proofPlan: text('proof_plan').$type<ProofPlan>(),
  proofDates: date('proof_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
  updatedAt: updatedAt(),
});

/** FSRS memory state per learner and exam question (common/domain/reviews.ts). */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/**
 * One row per review answer; the id is the browser's attempt id, so a retried request is stored once.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    selectedAnswers: text('selected_answers').array().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_logs_user_created_idx').on(t.userId, t.createdAt.desc())],
);
