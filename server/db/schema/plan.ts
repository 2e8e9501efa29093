import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MemoryKind } from '../../../common/domain/memory.ts';
import type { ProofPlan } from '../../../common/domain/timeline.ts';
import { createdAt, updatedAt } from './columns.ts';
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
    /** An exam question or a chapter quiz question (`kind`); a trigger deletes a deleted one's logs. */
    questionId: uuid('question_id').notNull(),
    kind: text('kind').$type<MemoryKind>().notNull().default('exam'),
    selectedAnswers: text('selected_answers').array().notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_logs_user_created_idx').on(t.userId, t.createdAt.desc())],
);
