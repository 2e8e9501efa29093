import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../../common/domain/dates.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import { progressSnapshots } from '../../db/schema/progress.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const DAY = 86_400_000;
let at = Date.now();
const clock = { now: () => new Date(at) };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const history = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/progress', headers: cookie ? { cookie } : {} });

describe('progress over time', () => {
  it('keeps one snapshot per learner and day, written by the job, shown to the learner only', async () => {
    const anna = await ctx.createUser();
    const ben = await ctx.createUser();
    const start = todayInGermany(clock.now());
    for (let day = 0; day < 3; day++) {
      expect(await ctx.app.services.scheduler.tick('progress-snapshots')).toBe(true);
      expect(await ctx.app.services.scheduler.tick('progress-snapshots')).toBe(false); // once an hour
      at += DAY;
    }
    at -= DAY;
    const overview = (
      await ctx.app.inject({ url: '/api/overview', headers: { cookie: anna.cookie } })
    ).json();
    const mine = (await history(anna.cookie)).json();
    expect(mine.days.map((d: { day: string }) => d.day)).toEqual([
      start,
      addDays(start, 1),
      addDays(start, 2),
    ]);
    expect(mine.days.at(-1)).toMatchObject({
      readiness: overview.readiness,
      chapters: overview.shares.chapter,
      quiz: overview.shares.quiz,
      videos: overview.shares.video,
    });
    // Only the table: without its rows there is no history, whatever the learner did.
    await ctx.db.delete(progressSnapshots).where(eq(progressSnapshots.userId, anna.id));
    expect((await history(anna.cookie)).json().days).toEqual([]);
    expect((await history(ben.cookie)).json().days).toHaveLength(3);
    expect((await history()).statusCode).toBe(401);
  });

  it('shows the last eight weeks only', async () => {
    const learner = await ctx.createUser();
    const today = todayInGermany(clock.now());
    const row = { userId: learner.id, readiness: 10, chapters: 10, quiz: 10, videos: 10 };
    await ctx.db.insert(progressSnapshots).values([
      { ...row, day: addDays(today, -56) },
      { ...row, day: addDays(today, -55) },
    ]);
    expect((await history(learner.cookie)).json().days.map((d: { day: string }) => d.day)).toEqual([
      addDays(today, -55),
    ]);
  });
});
