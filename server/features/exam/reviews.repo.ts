import { and, eq, exists, isNull, lte, or, sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { ReviewState } from '../../../common/domain/reviews.ts';
import type { Db } from '../../db/client.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { reviewCards, reviewLogs } from '../../db/schema/plan.ts';
import { learnerColumns, visibleTo } from './exam.repo.ts';

/**
 * Questions due for review: those the learner has answered in a quiz, visible to their reasons, with
 * no review yet or a review due by `now`; the longest overdue first.
 */
function dueWhere(db: Db, userId: string, reasons: readonly MpuType[], now: Date) {
  const answered = db
    .select({ one: sql`1` })
    .from(quizUserAttempts)
    .where(and(eq(quizUserAttempts.userId, userId), eq(quizUserAttempts.questionId, quizQuestions.id)));
  return and(visibleTo(reasons), exists(answered), or(isNull(reviewCards.due), lte(reviewCards.due, now)));
}

const cardOf = (userId: string) =>
  and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, quizQuestions.id));

export async function countDue(db: Db, userId: string, reasons: readonly MpuType[], now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .leftJoin(reviewCards, cardOf(userId))
    .where(dueWhere(db, userId, reasons, now));
  return row?.n ?? 0;
}

export function listDue(db: Db, userId: string, reasons: readonly MpuType[], now: Date, limit: number) {
  return db
    .select(learnerColumns)
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .leftJoin(reviewCards, cardOf(userId))
    .where(dueWhere(db, userId, reasons, now))
    .orderBy(sql`${reviewCards.due} asc nulls first`, quizQuestions.id)
    .limit(limit);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type StoredReview = {
  userId: string;
  questionId: string;
  selectedAnswers: string[];
  isCorrect: boolean;
};

/** Inserts the review log once per attempt id; false when that id was stored before. */
export async function insertLog(tx: Tx | Db, id: string, review: StoredReview): Promise<boolean> {
  const rows = await tx
    .insert(reviewLogs)
    .values({ id, ...review })
    .onConflictDoNothing({ target: reviewLogs.id })
    .returning({ id: reviewLogs.id });
  return rows.length > 0;
}

export async function findLog(db: Db | Tx, id: string) {
  const [row] = await db.select().from(reviewLogs).where(eq(reviewLogs.id, id));
  return row;
}

export async function findCard(db: Db | Tx, userId: string, questionId: string, lock = false) {
  const query = db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function saveCard(tx: Tx, userId: string, questionId: string, state: ReviewState) {
  await tx
    .insert(reviewCards)
    .values({ userId, questionId, ...state })
    .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.questionId], set: state });
}
