import { and, count, desc, eq } from 'drizzle-orm';
import { createBatcher } from '../../db/batch.ts';
import type { Db } from '../../db/client.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';

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
};

type Stored = { selectedAnswers: string[]; isCorrect: boolean };
const keyOf = (a: { userId: string; runId: string | null; questionId: string }) =>
  `${a.userId}|${a.runId}|${a.questionId}`;

/**
 * Records attempts; the answers of concurrent requests go into one multi-row INSERT (one round
 * trip, one commit) — the hot path of bench/api.ts. A row whose run already answered the question
 * is not inserted; the stored answer is returned instead (one submission per question and run).
 */
export function createAttemptWriter(db: Db) {
  async function insertRows(rows: NewAttempt[]): Promise<Map<string, Stored>> {
    const inserted = await db.insert(quizUserAttempts).values(rows).onConflictDoNothing().returning({
      userId: quizUserAttempts.userId,
      runId: quizUserAttempts.runId,
      questionId: quizUserAttempts.questionId,
      selectedAnswers: quizUserAttempts.selectedAnswers,
      isCorrect: quizUserAttempts.isCorrect,
    });
    return new Map(inserted.map((row) => [keyOf(row), row]));
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

  return async function recordAttempt(attempt: NewAttempt): Promise<Stored | undefined> {
    const result = await insertBatch(attempt);
    if (result instanceof Error) throw result;
    if (result) return result;
    const [existing] = await db
      .select({ selectedAnswers: quizUserAttempts.selectedAnswers, isCorrect: quizUserAttempts.isCorrect })
      .from(quizUserAttempts)
      .where(
        and(
          eq(quizUserAttempts.userId, attempt.userId),
          eq(quizUserAttempts.runId, attempt.runId),
          eq(quizUserAttempts.questionId, attempt.questionId),
        ),
      );
    return existing;
  };
}

/** The user's attempts, newest first, with question and category. */
export function listActivity(db: Db, userId: string, limit: number, offset = 0) {
  return db
    .select({
      id: quizUserAttempts.id,
      questionId: quizUserAttempts.questionId,
      question: quizQuestions.question,
      options: quizQuestions.options,
      translations: quizQuestions.translations,
      categoryName: quizCategories.name,
      categoryTranslations: quizCategories.translations,
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

export async function countActivity(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizUserAttempts)
    .where(eq(quizUserAttempts.userId, userId));
  return row?.n ?? 0;
}
