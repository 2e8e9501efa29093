import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/languages.ts';
import { createBatcher } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { moveMemory } from '../../db/memory.ts';
import { MEMORY_WRITE } from '../../db/memory-sql.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { questionMemory } from '../../db/schema/memory.ts';
import { statement } from '../../db/statement.ts';
import { translationIn } from '../../db/translation.ts';
import type { Clock } from '../../kernel/clock.ts';

/** What the server needs to judge an answer; never sent to the browser as such. */
export async function findQuestionKey(db: Db, id: string) {
  const [row] = await db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
      mpuTypes: quizCategories.mpuTypes,
    })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(eq(quizQuestions.id, id));
  return row;
}

export type NewAttempt = {
  userId: string;
  questionId: string;
  runId: string;
  selectedAnswers: string[];
  isCorrect: boolean;
  /** The client's id of the answer (decision 026); a resent one returns the stored answer. */
  attemptId?: string | null;
};

type Stored = { selectedAnswers: string[]; isCorrect: boolean; questionId: string };
const keyOf = (a: { userId: string; runId: string | null; questionId: string }) =>
  `${a.userId}|${a.runId}|${a.questionId}`;

/**
 * The attempts of one batch and the memory they move, in one statement (decision 047): only the
 * answers whose memory row was written are inserted, and a stored attempt id or run answer fails the
 * whole statement (unique violation), so attempts and memory never part.
 */
const insertAttempts = statement<Stored & { userId: string; runId: string | null }>(
  'insert_attempts',
  `with ${MEMORY_WRITE},
attempts as (
  select * from jsonb_to_recordset($2::jsonb) as a(user_id uuid, question_id uuid, run_id uuid,
    attempt_id uuid, selected_answers text[], is_correct boolean)
)
insert into quiz_user_attempts (user_id, question_id, run_id, attempt_id, selected_answers, is_correct)
select a.user_id, a.question_id, a.run_id, a.attempt_id, a.selected_answers, a.is_correct
from attempts a join written w on w."userId" = a.user_id and w."questionId" = a.question_id
returning user_id as "userId", run_id as "runId", question_id as "questionId",
  selected_answers as "selectedAnswers", is_correct as "isCorrect"`,
);

/**
 * Records attempts; the answers of concurrent requests go into one statement (one round trip, no
 * transaction) — the hot path of bench/api.ts: with the session read and the memory read, three
 * statements per answer. A row whose run already answered the question, or whose attempt id is
 * stored, is not inserted; the stored answer is returned instead (one submission per question and
 * run).
 */
export function createAttemptWriter(db: Db, clock: Clock) {
  async function insertRows(rows: NewAttempt[]): Promise<Map<string, Stored>> {
    const answers = rows.map((row) => ({
      ...row,
      kind: 'exam' as const,
      selected: row.selectedAnswers,
      correct: row.isCorrect,
      source: 'quiz' as const,
    }));
    const inserted = await moveMemory(db, answers, clock.now(), (moved, pending) =>
      insertAttempts.run(db, [
        moved,
        JSON.stringify(
          pending.map((a) => ({
            user_id: a.userId,
            question_id: a.questionId,
            run_id: a.runId,
            attempt_id: a.attemptId ?? null,
            selected_answers: a.selectedAnswers,
            is_correct: a.isCorrect,
          })),
        ),
      ]),
    );
    return new Map(inserted.map((row) => [keyOf(row), row]));
  }

  /** One row alone; an attempt id or run answer already stored is no error: null (read it). */
  const insertOne = (row: NewAttempt): Promise<Stored | null | Error> =>
    insertRows([row]).then(
      (stored) => stored.get(keyOf(row)) ?? null,
      (error: unknown) => (isUniqueViolation(error) ? null : (error as Error)),
    );

  const insertBatch = createBatcher(async (rows: NewAttempt[]): Promise<(Stored | null | Error)[]> => {
    if (rows.length === 1) return [await insertOne(rows[0]!)];
    try {
      const stored = await insertRows(rows);
      return rows.map((row) => stored.get(keyOf(row)) ?? null);
    } catch {
      // One resent or bad row (a question deleted meanwhile) fails the statement: one by one, in
      // turn, so answers to the same question do not take each other's memory row.
      const results: (Stored | null | Error)[] = [];
      for (const row of rows) results.push(await insertOne(row));
      return results;
    }
  });

  /**
   * The stored answer when nothing was inserted: the one with the same attempt id (it may belong to
   * another question: the caller refuses that), else the run's answer to this question.
   */
  async function storedFor(attempt: NewAttempt): Promise<Stored | undefined> {
    const columns = {
      selectedAnswers: quizUserAttempts.selectedAnswers,
      isCorrect: quizUserAttempts.isCorrect,
      questionId: quizUserAttempts.questionId,
    };
    if (attempt.attemptId) {
      const [byId] = await db
        .select(columns)
        .from(quizUserAttempts)
        .where(
          and(eq(quizUserAttempts.userId, attempt.userId), eq(quizUserAttempts.attemptId, attempt.attemptId)),
        );
      if (byId) return byId;
    }
    const [existing] = await db
      .select(columns)
      .from(quizUserAttempts)
      .where(
        and(
          eq(quizUserAttempts.userId, attempt.userId),
          eq(quizUserAttempts.runId, attempt.runId),
          eq(quizUserAttempts.questionId, attempt.questionId),
        ),
      );
    return existing;
  }

  return async function recordAttempt(attempt: NewAttempt): Promise<Stored | undefined> {
    const result = await insertBatch({ ...attempt, attemptId: attempt.attemptId ?? null });
    if (result instanceof Error) throw result;
    if (result) return result;
    return storedFor(attempt);
  };
}

/** The user's attempts, newest first, with question and category. */
export function listActivity(db: Db, userId: string, language: Language, limit: number, offset = 0) {
  return db
    .select({
      id: quizUserAttempts.id,
      questionId: quizUserAttempts.questionId,
      question: quizQuestions.question,
      options: quizQuestions.options,
      translations: translationIn(quizQuestions.translations, language),
      categoryName: quizCategories.name,
      categoryTranslations: translationIn(quizCategories.translations, language),
      isCorrect: quizUserAttempts.isCorrect,
      createdAt: quizUserAttempts.createdAt,
    })
    .from(quizUserAttempts)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizUserAttempts.questionId))
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(eq(quizUserAttempts.userId, userId))
    .orderBy(desc(quizUserAttempts.createdAt), desc(quizUserAttempts.id))
    .limit(limit)
    .offset(offset);
}

/**
 * How many exam answers the user gave in quizzes: the sum over their memory rows (one per question,
 * decision 026) instead of counting a history that only grows.
 */
export async function countActivity(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${questionMemory.answerCount}), 0)::int` })
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), eq(questionMemory.kind, 'exam')));
  return row?.n ?? 0;
}
