import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { createScheduler, type PeriodicJob } from './jobs.ts';
import { scheduledJobs } from './schema/jobs.ts';

const MINUTE = 60_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Two instances on one database: two schedulers with their own owner, on one moving clock. */
function twoInstances(job: Omit<PeriodicJob, 'run'>, run: () => Promise<unknown> = async () => undefined) {
  let at = Date.parse('2026-03-02T08:00:00Z');
  const clock = { now: () => new Date(at) };
  const runs: string[] = [];
  const log = { error: () => undefined };
  const make = (owner: string) => {
    const scheduler = createScheduler({ db: ctx.db, log, clock, owner });
    scheduler.add({
      ...job,
      run: async () => {
        runs.push(owner);
        await run();
      },
    });
    return scheduler;
  };
  return { a: make('a'), b: make('b'), runs, advance: (ms: number) => (at += ms) };
}

const row = async (name: string) =>
  (await ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

describe('one job runner across instances', () => {
  it('runs a job once per interval however often both instances ask', async () => {
    const { a, b, runs, advance } = twoInstances({ name: 'once', everyMs: 60 * MINUTE });
    const asked = await Promise.all([a, b, a, b, a, b].map((s) => s.tick('once')));
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    advance(59 * MINUTE);
    expect(await Promise.all([a.tick('once'), b.tick('once')])).toEqual([false, false]);
    advance(MINUTE);
    await Promise.all([a.tick('once'), b.tick('once'), a.tick('once'), b.tick('once')]);
    expect(runs).toHaveLength(2);
    expect(await row('once')).toMatchObject({ runs: 2, failures: 0, leaseOwner: null, lastError: null });
  });

  it('does not start a job again while a run holds its lease, and takes over a dead one', async () => {
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { a, b, runs, advance } = twoInstances(
      { name: 'long', everyMs: MINUTE, leaseMs: 10 * MINUTE },
      () => (runs.length === 1 ? hanging : Promise.resolve()),
    );
    const first = a.tick('long'); // hangs while a holds the lease
    await expect.poll(() => runs.length).toBe(1);
    advance(5 * MINUTE); // due again, but leased
    expect(await b.tick('long')).toBe(false);
    expect(await a.tick('long')).toBe(false);
    advance(5 * MINUTE); // the lease ran out: a is taken as dead
    expect(await b.tick('long')).toBe(true);
    expect(runs).toEqual(['a', 'b']);
    release();
    expect(await first).toBe(true);
    expect(await row('long')).toMatchObject({ runs: 2, leaseOwner: null });
  });

  it('counts a failed run, frees the job and runs it in the next interval', async () => {
    let fail = true;
    const { a, b, runs, advance } = twoInstances({ name: 'flaky', everyMs: MINUTE }, async () => {
      if (fail) throw new Error('SMTP nicht erreichbar');
    });
    expect(await a.tick('flaky')).toBe(true);
    expect(await row('flaky')).toMatchObject({
      failures: 1,
      leaseOwner: null,
      lastError: 'Error: SMTP nicht erreichbar',
    });
    fail = false;
    expect(await b.tick('flaky')).toBe(false);
    advance(MINUTE);
    expect(await b.tick('flaky')).toBe(true);
    expect(runs).toEqual(['a', 'b']);
    expect(await row('flaky')).toMatchObject({ runs: 2, failures: 1, lastError: null });
  });

  it('waits firstAfterMs for a new job, and a shortened interval counts at once', async () => {
    const { a, runs, advance } = twoInstances({ name: 'later', everyMs: 60 * MINUTE, firstAfterMs: MINUTE });
    expect(await a.tick('later')).toBe(false);
    advance(MINUTE);
    expect(await a.tick('later')).toBe(true);
    expect(runs).toEqual(['a']);
    // The next run is due in an hour; a start with a 5-minute interval brings it forward.
    const started = (await row('later')).nextRunAt.getTime();
    const faster = createScheduler({
      db: ctx.db,
      log: { error: () => undefined },
      clock: { now: () => new Date(started - 55 * MINUTE) },
    });
    faster.add({ name: 'later', everyMs: 5 * MINUTE, run: async () => runs.push('faster') });
    expect(await faster.tick('later')).toBe(false);
    expect((await row('later')).nextRunAt.getTime()).toBe(started - 50 * MINUTE);
  });

  it('runs the app’s own jobs through it: the mail outbox, retention and the vacuum', async () => {
    const scheduler = ctx.app.services.scheduler;
    expect(await scheduler.tick('mail-outbox')).toBe(true);
    const names = (await ctx.db.select({ name: scheduledJobs.name }).from(scheduledJobs)).map((r) => r.name);
    expect(names).toContain('mail-outbox');
    await expect(scheduler.tick('nothing')).rejects.toThrow('unknown job');
  });
});
