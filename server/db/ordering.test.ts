import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseList } from '../features/courses/courses-admin.repo.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import type { Db } from './client.ts';
import { closeGaps, nextOrder, reorder, withOrderLock } from './ordering.ts';
import { courses } from './schema/courses.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(courses);
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A create that reads the next order, waits (another admin's request runs meanwhile), then inserts. */
async function slowCreate(db: Db, title: string, wait: () => Promise<unknown> = pause) {
  const sortOrder = await nextOrder(db, courseList);
  await wait();
  await db.insert(courses).values({ title, description: '', sortOrder });
}

/** Resolves once `count` callers have called it: both creates have read before either inserts. */
function barrier(count: number) {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

const orders = async () =>
  (await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder))).map((row) => row.sortOrder);

describe('the ordering helper', () => {
  it('lets two creates at once collide without the lock (the danger it prevents)', async () => {
    const bothRead = barrier(2);
    await Promise.all([slowCreate(ctx.db, 'A', bothRead), slowCreate(ctx.db, 'B', bothRead)]);
    expect(await orders()).toEqual([1, 1]);
  });

  it('gives two creates at once distinct orders under the lock', async () => {
    await Promise.all(['A', 'B', 'C'].map((title) => withOrderLock(ctx.db, (tx) => slowCreate(tx, title))));
    expect(await orders()).toEqual([1, 2, 3]);
  });

  it('closes gaps keeping the order, and refuses a wrong id set with a 400 validation', async () => {
    await ctx.db.insert(courses).values([
      { title: 'A', description: '', sortOrder: 3 },
      { title: 'B', description: '', sortOrder: 7 },
      { title: 'C', description: '', sortOrder: 20 },
    ]);
    await withOrderLock(ctx.db, (tx) => closeGaps(tx, courseList));
    const rows = await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder));
    expect(rows.map((row) => [row.title, row.sortOrder])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    const ids = rows.map((row) => row.id);
    for (const wrong of [ids.slice(1), [ids[0]!, ids[0]!, ids[1]!], [...ids.slice(1), crypto.randomUUID()]]) {
      await expect(withOrderLock(ctx.db, (tx) => reorder(tx, courseList, wrong))).rejects.toMatchObject({
        code: 'validation',
        status: 400,
      });
    }
    await withOrderLock(ctx.db, (tx) => reorder(tx, courseList, [...ids].reverse()));
    expect((await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder))).map((r) => r.title)).toEqual(
      ['C', 'B', 'A'],
    );
  });
});
