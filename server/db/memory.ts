/*
 * The learner's memory of each question (decision 026): the one writer of question_memory and
 * review_days. The answer services of exam, courses and videos call rememberAnswers inside the
 * transaction that stores the answer.
 */
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { todayInGermany } from '../../common/domain/dates.ts';
import { type Memory, type MemoryKind, remember, scheduleDeadline } from '../../common/domain/memory.ts';
import { newReviewState } from '../../common/domain/reviews.ts';
import type { Tx } from './client.ts';
import { questionMemory, reviewDays } from './schema/memory.ts';
import { planDates } from './schema/plan.ts';

/** One answer that moves the memory: a quiz answer counts in the activity, a review answer does not. */
export type MemoryAnswer = {
  userId: string;
  questionId: string;
  kind: MemoryKind;
  selected: string[];
  correct: boolean;
  source: 'quiz' | 'review';
};

const keyOf = (a: { userId: string; questionId: string }) => `${a.userId}|${a.questionId}`;

/** `set` for an upsert that takes every column from the proposed row. */
function fromExcluded(): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [name, column] of Object.entries(getTableColumns(questionMemory)))
    set[name] = sql.raw(`excluded."${column.name}"`);
  return set;
}

async function mpuDates(tx: Tx, userIds: string[]): Promise<Map<string, string | null>> {
  const rows = await tx
    .select({ userId: planDates.userId, mpuDate: planDates.mpuDate })
    .from(planDates)
    .where(inArray(planDates.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.mpuDate]));
}

/**
 * Moves the memory rows of these answers, inside the caller's transaction (decision 026): the rows
 * are created or locked in one statement (in key order, so concurrent batches cannot deadlock), moved
 * by FSRS in memory, and written back in one statement. A review answer also marks today as a
 * review day (the streak).
 */
export async function rememberAnswers(tx: Tx, answers: readonly MemoryAnswer[], now: Date): Promise<void> {
  if (answers.length === 0) return;
  const ordered = [...answers].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const fresh = newReviewState(now);
  const placeholders = new Map<string, typeof questionMemory.$inferInsert>();
  for (const a of ordered)
    placeholders.set(keyOf(a), {
      userId: a.userId,
      questionId: a.questionId,
      kind: a.kind,
      ...fresh,
      lastCorrect: false,
      firstAnsweredAt: now,
      lastAnsweredAt: now,
    });
  const [deadlines, locked] = await Promise.all([
    mpuDates(tx, [...new Set(ordered.map((a) => a.userId))]),
    tx
      .insert(questionMemory)
      .values([...placeholders.values()])
      .onConflictDoUpdate({
        target: [questionMemory.userId, questionMemory.questionId],
        set: { userId: sql`excluded.user_id` },
      })
      .returning(),
  ]);
  const rows = new Map<string, Memory & { userId: string; questionId: string; kind: MemoryKind }>();
  for (const row of locked) rows.set(keyOf(row), row);
  for (const a of ordered) {
    const row = rows.get(keyOf(a));
    if (!row) continue;
    const previous = row.answerCount + row.reviewCount === 0 ? undefined : row;
    const deadline = scheduleDeadline(deadlines.get(a.userId) ?? null, now);
    rows.set(keyOf(a), { ...row, ...remember(previous, a, now, deadline) });
  }
  await tx
    .insert(questionMemory)
    .values([...rows.values()])
    .onConflictDoUpdate({ target: [questionMemory.userId, questionMemory.questionId], set: fromExcluded() });
  const reviewers = new Map<string, number>();
  for (const a of ordered)
    if (a.source === 'review') reviewers.set(a.userId, (reviewers.get(a.userId) ?? 0) + 1);
  if (reviewers.size > 0) {
    const day = todayInGermany(now);
    await tx
      .insert(reviewDays)
      .values([...reviewers].map(([userId, reviews]) => ({ userId, day, reviews })))
      .onConflictDoUpdate({
        target: [reviewDays.userId, reviewDays.day],
        set: { reviews: sql`${reviewDays.reviews} + excluded.reviews` },
      });
  }
}
