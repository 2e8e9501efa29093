/*
 * The learner's memory of each question (decisions 026, 047): the one writer of question_memory and
 * review_days. The answer services of exam, courses and videos move it with the statement that
 * stores the answer (or inside the transaction that does).
 */
import { sql } from 'drizzle-orm';
import { todayInGermany } from '../../common/domain/dates.ts';
import { type Memory, type MemoryKind, remember, scheduleDeadline } from '../../common/domain/memory.ts';
import type { Db, Tx } from './client.ts';
import { MEMORY_WRITE, movedRow, READ_MEMORY } from './memory-sql.ts';
import { reviewDays } from './schema/memory.ts';
import { statement } from './statement.ts';

/** One answer that moves the memory: a quiz answer counts in the activity, a review answer does not. */
export type MemoryAnswer = {
  userId: string;
  questionId: string;
  kind: MemoryKind;
  selected: string[];
  correct: boolean;
  source: 'quiz' | 'review';
};

export type MemoryKey = { userId: string; questionId: string };
const keyOf = (a: MemoryKey) => `${a.userId}|${a.questionId}`;

type StoredMemory = Memory & { kind: MemoryKind | null };
type ReadRow = MemoryKey & { mpuDate: string | null } & StoredMemory;

const readMemory = statement<ReadRow>('read_memory', READ_MEMORY);
const writeMemory = statement<MemoryKey>('write_memory', `with ${MEMORY_WRITE} select * from written`);

/** A concurrent answer to the same question moved the row between read and write this often: give up. */
const MAX_ROUNDS = 20;

/**
 * The rows to write, as the jsonb parameter `$1` of MEMORY_WRITE: the answers applied by FSRS in key
 * order to the rows read (several answers to one question chain), each with the version it was
 * computed from (answer_count + review_count as read) and whether a row is stored.
 */
function movedRows(answers: readonly MemoryAnswer[], read: ReadRow[], now: Date): string {
  const stored = new Map(read.map((row) => [keyOf(row), row]));
  const moved = new Map<string, { answer: MemoryAnswer; memory: Memory }>();
  for (const a of [...answers].sort((x, y) => keyOf(x).localeCompare(keyOf(y)))) {
    const row = stored.get(keyOf(a));
    // A stored row without answers (an earlier writer's placeholder) starts from a new card.
    const previous =
      moved.get(keyOf(a))?.memory ?? (row?.kind && row.answerCount + row.reviewCount > 0 ? row : undefined);
    const memory = remember(previous, a, now, scheduleDeadline(row?.mpuDate ?? null, now));
    moved.set(keyOf(a), { answer: a, memory });
  }
  return JSON.stringify(
    [...moved.values()].map(({ answer, memory }) => {
      const row = stored.get(keyOf(answer));
      const version = row?.kind ? row.answerCount + row.reviewCount : 0;
      return movedRow({ ...answer, stored: Boolean(row?.kind), version }, memory);
    }),
  );
}

/**
 * Moves the memory of these answers with one read and one write statement and no lock (decision
 * 047): the read brings the rows and the learners' MPU dates, FSRS moves them here, and `write` runs
 * one statement that embeds MEMORY_WRITE (`$1` = the moved rows) and returns a row per answer it
 * stored, carrying its key. The write changes a row only if nobody changed it since the read (its
 * version) and creates a row only if nobody created it meanwhile; answers whose row was taken are
 * read and moved again. Each answer leaves exactly one new version of its row.
 */
export async function moveMemory<A extends MemoryAnswer, R extends MemoryKey>(
  db: Db | Tx,
  answers: readonly A[],
  now: Date,
  write: (moved: string, answers: A[]) => Promise<R[]>,
): Promise<R[]> {
  let pending = [...answers];
  const done: R[] = [];
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error('question_memory changed under every attempt to move it');
    const keys = new Map(pending.map((a) => [keyOf(a), { user_id: a.userId, question_id: a.questionId }]));
    const read = await readMemory.run(db, [JSON.stringify([...keys.values()])]);
    const rows = await write(movedRows(pending, read, now), pending);
    done.push(...rows);
    const written = new Set(rows.map(keyOf));
    pending = pending.filter((a) => !written.has(keyOf(a)));
  }
  return done;
}

/**
 * Moves the memory rows of these answers inside the caller's transaction (decisions 026, 047). A
 * review answer also marks today as a review day (the streak).
 */
export async function rememberAnswers(tx: Tx, answers: readonly MemoryAnswer[], now: Date): Promise<void> {
  if (answers.length === 0) return;
  await moveMemory(tx, answers, now, (moved) => writeMemory.run(tx, [moved]));
  const reviewers = new Map<string, number>();
  for (const a of answers)
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
