import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/languages.ts';
import { createBatcher } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { rememberAnswers } from '../../db/memory.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { questionMemory } from '../../db/schema/memory.ts';
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
 * Records attempts; the answers of concurrent requests go into one multi-row INSERT (one round
 * trip, one commit) — the hot path of bench/api.ts. A row whose run already answered the question
 * is not inserted; the stored answer is returned instead (one submission per question and run).
 */
export function createAttemptWriter(db: Db, clock: Clock) {
  /** The attempts and the memory they move, in one transaction (decision 026). */
  function insertRows(rows: NewAttempt[]): Promise<Map<string, Stored>> {
    return db.transaction(async (tx) => {
      const inserted = await tx.insert(quizUserAttempts).values(rows).onConflictDoNothing().returning({
        userId: quizUserAttempts.userId,
        runId: quizUserAttempts.runId,
        questionId: quizUserAttempts.questionId,
        selectedAnswers: quizUserAttempts.selectedAnswers,
        isCorrect: quizUserAttempts.isCorrect,
      });
      await rememberAnswers(
        tx,
        inserted.map((row) => ({
          userId: row.userId,
          questionId: row.questionId,
          kind: 'exam',
          selected: row.selectedAnswers,
          correct: row.isCorrect,
          source: 'quiz',
        })),
        clock.now(),
      );
      return new Map(inserted.map((row) => [keyOf(row), row]));
    });
  }

  const insertBatch = createBatcher(async (rows: NewAttempt[]): Promise<(Stored | null | Error)[]> => {
    try {
      const stored = await insertRows(rows);
      return rows.map((row) => stored.get(keyOf(row)) ?? null);
    } catch (error) {
      if (rows.length === 1) return [error as Error];
      // One bad row (a question deleted meanwhile) must not fail the others: one by one.
      return Promise.all(
        rows.map((row) =>
          insertRows([row]).then(
            (stored) => stored.get(keyOf(row)) ?? null,
            (e: unknown) => e as Error,
          ),
        ),
      );
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
