import { and, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { RunRecord } from '../../../common/schemas/leistungstest.ts';
import type { Db } from '../../db/client.ts';
import { leistungstestRuns } from '../../db/schema/leistungstest.ts';

export type RunRow = typeof leistungstestRuns.$inferSelect;

export async function insertRun(db: Db, userId: string, run: RunRecord): Promise<RunRow> {
  const [row] = await db
    .insert(leistungstestRuns)
    .values({
      userId,
      task: run.task,
      phase: run.phase,
      aborted: run.aborted,
      latencyMs: run.latencyMs,
      figures: run.figures,
    })
    .returning();
  return row!;
}

/** Keeps the learner's `keep` newest runs and deletes older ones (storage stays bounded). */
export async function pruneRuns(db: Db, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: leistungstestRuns.id })
    .from(leistungstestRuns)
    .where(eq(leistungstestRuns.userId, userId))
    .orderBy(desc(leistungstestRuns.createdAt))
    .limit(keep);
  await db
    .delete(leistungstestRuns)
    .where(and(eq(leistungstestRuns.userId, userId), notInArray(leistungstestRuns.id, newest)));
}

export async function listRuns(db: Db, userId: string, limit: number): Promise<RunRow[]> {
  return db
    .select()
    .from(leistungstestRuns)
    .where(eq(leistungstestRuns.userId, userId))
    .orderBy(desc(leistungstestRuns.createdAt), desc(leistungstestRuns.id))
    .limit(limit);
}

/** Counts over every learner: how much the practice is used, nothing about anyone's results. */
export async function usage(db: Db, since: Date) {
  const tasks = await db
    .select({
      task: leistungstestRuns.task,
      runs: sql<number>`count(*)::int`,
      aborted: sql<number>`count(*) filter (where ${leistungstestRuns.aborted})::int`,
      learners: sql<number>`count(distinct ${leistungstestRuns.userId})::int`,
    })
    .from(leistungstestRuns)
    .groupBy(leistungstestRuns.task);
  const [totals] = await db
    .select({
      learners: sql<number>`count(distinct ${leistungstestRuns.userId})::int`,
      runs: sql<number>`count(*)::int`,
      aborted: sql<number>`count(*) filter (where ${leistungstestRuns.aborted})::int`,
    })
    .from(leistungstestRuns);
  const [recent] = await db
    .select({ runs: sql<number>`count(*)::int` })
    .from(leistungstestRuns)
    .where(gte(leistungstestRuns.createdAt, since));
  return { tasks, totals: totals!, last30Days: recent!.runs };
}
