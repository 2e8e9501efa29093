import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../kernel/clock.ts';
import { runJob } from '../kernel/observe.ts';
import type { Db } from './client.ts';

/** A background job that runs once per interval across all instances on one database. */
export type PeriodicJob = {
  /** The row in scheduled_jobs and the `job` label of the metrics. */
  name: string;
  /** One run per interval across instances. */
  everyMs: number;
  /** A job seen for the first time runs this long after the start (default at once). */
  firstAfterMs?: number;
  /** A run that holds the job longer is taken as dead and may be started again (default 10 min). */
  leaseMs?: number;
  run: () => Promise<unknown>;
};

export type Scheduler = {
  add: (job: PeriodicJob) => void;
  /** Claims the job when it is due and runs it here; true when it ran (the timers call it). */
  tick: (name: string) => Promise<boolean>;
  /** Asks for every job at once, then every interval (at least every minute) whether it is due. */
  start: () => void;
  /** Stops the timers and waits for the runs of this instance. */
  stop: () => Promise<void>;
};

type Log = { error: (obj: object, msg?: string) => void };

const MINUTE = 60_000;
const DEFAULT_LEASE_MS = 10 * MINUTE;

const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

/**
 * One runner for periodic jobs across instances (decision 064). Each instance asks for a due job
 * with one update of its scheduled_jobs row; the update that finds it due moves `next_run_at` on
 * by the interval and takes the lease, so exactly one instance runs each interval (PostgreSQL
 * re-checks the condition on the row a concurrent update committed; PGlite has one session). Times
 * are the database's (`now()`), so the instances' clocks do not matter; tests pass a clock.
 */
export function createScheduler(deps: { db: Db; log: Log; clock?: Clock; owner?: string }): Scheduler {
  const { db, log } = deps;
  const owner = deps.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const now = (): SQL => (deps.clock ? sql`${deps.clock.now().toISOString()}::timestamptz` : sql`now()`);
  const jobs = new Map<string, PeriodicJob>();
  const known = new Set<string>();
  const running = new Map<string, Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];

  async function claim(job: PeriodicJob): Promise<boolean> {
    if (!known.has(job.name)) {
      // A new job gets its row; a shortened interval takes effect at once.
      await db.execute(sql`
        insert into scheduled_jobs (name, next_run_at) values (${job.name}, ${now()} + ${ms(job.firstAfterMs ?? 0)})
        on conflict (name) do update
          set next_run_at = least(scheduled_jobs.next_run_at, ${now()} + ${ms(job.everyMs)})`);
      known.add(job.name);
    }
    const claimed = await db.execute(sql`
      update scheduled_jobs
         set next_run_at = ${now()} + ${ms(job.everyMs)},
             lease_owner = ${owner},
             lease_until = ${now()} + ${ms(job.leaseMs ?? DEFAULT_LEASE_MS)},
             last_started_at = ${now()},
             runs = runs + 1
       where name = ${job.name}
         and next_run_at <= ${now()}
         and (lease_until is null or lease_until <= ${now()})
      returning name`);
    return claimed.rows.length > 0;
  }

  async function finish(job: PeriodicJob, error: unknown): Promise<void> {
    const message = error === undefined ? null : String(error).slice(0, 1000);
    await db.execute(sql`
      update scheduled_jobs
         set lease_owner = null, lease_until = null, last_finished_at = ${now()}, last_error = ${message},
             failures = failures + ${message === null ? 0 : 1}
       where name = ${job.name} and lease_owner = ${owner}`);
  }

  async function tick(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (running.has(name) || !(await claim(job))) return false;
    const run = (async () => {
      let failure: unknown;
      try {
        await runJob(job.name, job.run);
      } catch (error) {
        failure = error;
        log.error({ err: String(error), job: job.name }, 'background job failed');
      }
      await finish(job, failure);
    })();
    running.set(name, run);
    try {
      await run;
    } finally {
      running.delete(name);
    }
    return true;
  }

  return {
    add: (job) => {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} added twice`);
      jobs.set(job.name, job);
    },
    tick,
    start: () => {
      for (const job of jobs.values()) {
        const ask = () =>
          void tick(job.name).catch((error) =>
            log.error({ err: String(error), job: job.name }, 'background job could not be claimed'),
          );
        ask(); // a job seen for the first time gets its row now, due after firstAfterMs
        const timer = setInterval(ask, Math.min(job.everyMs, MINUTE));
        timer.unref();
        timers.push(timer);
      }
    },
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      await Promise.allSettled(running.values());
    },
  };
}
