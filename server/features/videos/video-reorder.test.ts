import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoSections, videos } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertSection, insertVideo } from './video-test-data.ts';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await ctx.createUser({ role: 'admin' })).cookie;
});
afterAll(() => ctx.close());

const put = (url: string, ids: string[]) =>
  ctx.app.inject({ method: 'PUT', url, payload: { ids }, headers: { cookie } });

async function sectionIds() {
  const rows = await ctx.db.select().from(videoSections).orderBy(asc(videoSections.sortOrder));
  return { ids: rows.map((r) => r.id), orders: rows.map((r) => r.sortOrder) };
}
async function videoIds(sectionId: string) {
  const rows = await ctx.db
    .select()
    .from(videos)
    .where(eq(videos.sectionId, sectionId))
    .orderBy(asc(videos.sortOrder));
  return { ids: rows.map((r) => r.id), orders: rows.map((r) => r.sortOrder) };
}
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
function shuffled<T>(list: T[], seed: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = (seed * (i + 7)) % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('reordering categories', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [];
    // Gapped start values: a reorder must still end at 1..n.
    for (const [i, title] of ['A', 'B', 'C', 'D', 'E', 'F'].entries()) {
      ids.push(await insertSection(ctx.db, title, (i + 1) * 10));
    }
  });

  it('renumbers 1..n in the given order', async () => {
    const wanted = [ids[2]!, ids[0]!, ids[5]!, ids[1]!, ids[4]!, ids[3]!];
    expect((await put('/api/admin/video-sections/order', wanted)).statusCode).toBe(200);
    expect(await sectionIds()).toEqual({ ids: wanted, orders: oneTo(6) });
  });

  it('refuses a stale or partial list and duplicates (400 validation), changing nothing', async () => {
    const before = await sectionIds();
    expect((await put('/api/admin/video-sections/order', before.ids.slice(1))).statusCode).toBe(400);
    const foreign = [...before.ids.slice(1), '00000000-0000-4000-8000-000000000000'];
    expect((await put('/api/admin/video-sections/order', foreign)).statusCode).toBe(400);
    const twice = [...before.ids.slice(1), before.ids[1]!];
    expect((await put('/api/admin/video-sections/order', twice)).statusCode).toBe(400);
    expect(await sectionIds()).toEqual(before);
  });

  it('leaves a consistent 1..n equal to one of several concurrent reorders', async () => {
    const attempts = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => shuffled(ids, seed));
    const responses = await Promise.all(
      attempts.map((order) => put('/api/admin/video-sections/order', order)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(attempts.map(() => 200));
    const after = await sectionIds();
    expect(after.orders).toEqual(oneTo(ids.length));
    expect(attempts.map((a) => a.join())).toContain(after.ids.join());
  });

  it('keeps numbers distinct when categories are created while others reorder', async () => {
    const current = (await sectionIds()).ids;
    const results = await Promise.all([
      ...[1, 2, 3].map((i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/video-sections',
          payload: { title: `Neu ${i}`, description: 'x' },
          headers: { cookie },
        }),
      ),
      put('/api/admin/video-sections/order', [...current].reverse()),
    ]);
    expect(results.slice(0, 3).map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect([200, 400]).toContain(results[3]!.statusCode);
    const after = await sectionIds();
    expect(new Set(after.orders).size).toBe(after.orders.length);
    // Whatever interleaving happened, a fresh reorder of the full list brings back 1..n.
    expect((await put('/api/admin/video-sections/order', after.ids)).statusCode).toBe(200);
    expect((await sectionIds()).orders).toEqual(oneTo(after.ids.length));
  });
});

describe('reordering videos within a category', () => {
  let section: string;
  let other: string;
  let ids: string[];
  beforeAll(async () => {
    section = await insertSection(ctx.db, 'Videos', 100);
    other = await insertSection(ctx.db, 'Andere', 101);
    ids = [];
    for (const [i, title] of ['v1', 'v2', 'v3', 'v4', 'v5'].entries()) {
      ids.push(await insertVideo(ctx.db, section, { title, order: i * 3 + 2 }));
    }
    await insertVideo(ctx.db, other, { title: 'fremd', order: 1 });
  });

  it('renumbers 1..n and leaves other categories alone', async () => {
    const wanted = [...ids].reverse();
    expect((await put(`/api/admin/video-sections/${section}/video-order`, wanted)).statusCode).toBe(200);
    expect(await videoIds(section)).toEqual({ ids: wanted, orders: oneTo(5) });
    expect((await videoIds(other)).orders).toEqual([1]);
  });

  it('refuses a video of another category (400 validation)', async () => {
    const foreign = (await videoIds(other)).ids[0]!;
    const response = await put(`/api/admin/video-sections/${section}/video-order`, [
      ...ids.slice(1),
      foreign,
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });

  it('leaves a consistent 1..n after concurrent reorders', async () => {
    const attempts = [3, 5, 7, 11, 13].map((seed) => shuffled(ids, seed));
    const responses = await Promise.all(
      attempts.map((order) => put(`/api/admin/video-sections/${section}/video-order`, order)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(attempts.map(() => 200));
    const after = await videoIds(section);
    expect(after.orders).toEqual(oneTo(5));
    expect(attempts.map((a) => a.join())).toContain(after.ids.join());
  });
});
