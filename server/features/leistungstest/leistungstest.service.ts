import { HISTORY_LIMIT, LEISTUNGSTEST_TASKS } from '../../../common/domain/leistungstest.ts';
import { implausibleRun } from '../../../common/domain/leistungstest-checks.ts';
import {
  type Run,
  type RunBody,
  runRecord,
  type UsageResponse,
} from '../../../common/schemas/leistungstest.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError } from '../../kernel/errors.ts';
import * as repo from './leistungstest.repo.ts';

/** Runs kept per learner; older ones are deleted when a new one is saved. */
export const RUNS_KEPT = 1000;
const DAY_MS = 86_400_000;

/** A stored row as the API shows it; a row that no longer fits the schema is left out. */
function toRun(row: repo.RunRow): Run | null {
  const parsed = runRecord.safeParse({
    task: row.task,
    phase: row.phase,
    aborted: row.aborted,
    latencyMs: row.latencyMs,
    figures: row.figures,
  });
  return parsed.success ? { ...parsed.data, id: row.id, createdAt: row.createdAt.toISOString() } : null;
}

/**
 * 'Leistungstest üben' (issue 29): each learner saves and reads only their own runs. `history` is
 * what the composition root may expose elsewhere (e.g. shared with a counsellor, when the learner
 * agrees); administrators get counts only (`usage`).
 */
export function createLeistungstestService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Saves a plausible run (400 `run_implausible` with the reason in German otherwise). */
    async save(userId: string, run: RunBody): Promise<Run> {
      const reason = implausibleRun(run);
      if (reason) throw new AppError('run_implausible', 400, reason, reason);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertRun(tx, userId, run);
        await repo.pruneRuns(tx, userId, RUNS_KEPT);
        return inserted;
      });
      return toRun(row)!;
    },
    /** The learner's own runs, newest first. */
    async history(userId: string): Promise<Run[]> {
      const rows = await repo.listRuns(db, userId, HISTORY_LIMIT);
      return rows.map(toRun).filter((run): run is Run => run !== null);
    },
    async usage(): Promise<UsageResponse> {
      const { tasks, totals, last30Days } = await repo.usage(
        db,
        new Date(clock.now().getTime() - 30 * DAY_MS),
      );
      return {
        ...totals,
        last30Days,
        tasks: LEISTUNGSTEST_TASKS.map((task) => {
          const found = tasks.find((row) => row.task === task);
          return {
            task,
            runs: found?.runs ?? 0,
            aborted: found?.aborted ?? 0,
            learners: found?.learners ?? 0,
          };
        }),
      };
    },
  };
}
export type LeistungstestService = ReturnType<typeof createLeistungstestService>;
