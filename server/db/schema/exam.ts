import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sourceKey, translations } from './columns.ts';
import { difficultyEnum, mpuTypeEnum } from './enums.ts';
import { profiles } from './users.ts';

export const quizCategories = pgTable(
  'quiz_categories',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Empty means visible to every learner (SPEC §6). */
    mpuTypes: mpuTypeEnum('mpu_types').array().notNull().default(sql`'{}'::mpu_type[]`),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quiz_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => quizCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    /** Option texts that are correct; a subset of `options` (exact-set rule, SPEC §5). */
    correctAnswers: text('correct_answers').array().notNull(),
    explanation: text('explanation').notNull().default(''),
    difficulty: difficultyEnum('difficulty').notNull().default('medium'),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_questions_category_idx').on(t.categoryId),
    index('quiz_questions_created_at_idx').on(t.createdAt.desc()),
    // The same question text in the same category is one question: a re-import does not duplicate it.
    uniqueIndex('quiz_questions_category_question_idx').on(t.categoryId, sql`md5(${t.question})`),
    check(
      'quiz_questions_correct_check',
      sql`cardinality(${t.correctAnswers}) >= 1 and ${t.correctAnswers} <@ ${t.options}`,
    ),
  ],
);

export const quizUserAttempts = pgTable(
  'quiz_user_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    selectedAnswers: text('selected_answers').array().notNull().default(emptyTextArray),
    isCorrect: boolean('is_correct').notNull(),
    /** The quiz run the answer belongs to: one answer per question and run (SPEC §5). */
    runId: uuid('run_id'),
    /** The client's id of this answer (decision 026): a resent request is stored once. */
    attemptId: uuid('attempt_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_user_attempts_user_attempt_idx').on(t.userId, t.attemptId),
    // The activity list's order exactly (newest first, id as tie-break; NULLS FIRST is what a plain
    // ORDER BY … DESC means, else the planner cannot use it): its first page reads only those rows.
    index('quiz_user_attempts_user_created_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('quiz_user_attempts_question_idx').on(t.questionId),
    uniqueIndex('quiz_user_attempts_run_question_idx').on(t.userId, t.runId, t.questionId),
  ],
);

/**
 * Timed exam simulations (issue 11, decision 022). The learner's own rows (personal data, deleted
 * with the account): which questions were drawn, the answers given so far (question id → option
 * texts), the deadline, and after handing in the score. The keys stay in quiz_questions.
 */
export const examSimulations = pgTable(
  'exam_simulations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionIds: uuid('question_ids').array().notNull(),
    answers: jsonb('answers').$type<Record<string, string[]>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** Set when handed in (or when the time ran out: then the deadline). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
  },
  (t) => [index('exam_simulations_user_started_idx').on(t.userId, t.startedAt.desc())],
);
