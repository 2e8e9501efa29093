import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';

/** What the server needs to judge an answer; never sent to the browser as such. */
export async function findQuestionKey(db: Db, id: string) {
  const [row] = await db
    .select({
      id: quizQuestions.id,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
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

/** Inserts the attempt unless this run already answered the question; returns the stored one. */
export async function recordAttempt(db: Db, attempt: NewAttempt) {
  const [inserted] = await db
    .insert(quizUserAttempts)
    .values(attempt)
    .onConflictDoNothing()
    .returning({ selectedAnswers: quizUserAttempts.selectedAnswers, isCorrect: quizUserAttempts.isCorrect });
  if (inserted) return inserted;
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
}

/** The user's attempts, newest first, with question and category. */
export function listActivity(db: Db, userId: string, limit: number, offset = 0) {
  return db
    .select({
      id: quizUserAttempts.id,
      questionId: quizUserAttempts.questionId,
      question: quizQuestions.question,
      categoryName: quizCategories.name,
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
