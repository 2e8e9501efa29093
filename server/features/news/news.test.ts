import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadNewsResponse } from '../../../common/schemas/news.ts';
import { news, newsReads } from '../../db/schema/news.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: string;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.createUser({ role: 'admin' })).cookie;
  await ctx.db
    .insert(news)
    .values([
      { title: 'Alt', body: 'Der *alte* Text.', publishedAt: ago(30) },
      { title: 'Neu', body: 'Der neue Text.', publishedAt: ago(1) },
      { title: 'Mitte', body: 'Dazwischen.', publishedAt: ago(10) },
      ...Array.from({ length: 4 }, (_, i) => ({ title: `Älter ${i}`, body: 'x', publishedAt: ago(100 + i) })),
      { title: 'Geplant', body: 'Kommt erst noch.', publishedAt: new Date(Date.now() + 5 * DAY) },
    ]);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });

describe('news for learners', () => {
  it('lists published news newest first, unread at first', async () => {
    const { cookie } = await ctx.createUser();
    const response = await get('/api/news', cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.map((i: { title: string }) => i.title).slice(0, 3)).toEqual(['Neu', 'Mitte', 'Alt']);
    expect(items).toHaveLength(7);
    expect(items.every((i: { read: boolean }) => !i.read)).toBe(true);
  });

  it('counts unread items per user, exactly per the contract, and opening one marks it read', async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    const before = await get('/api/news/unread', user.cookie);
    const parsed = unreadNewsResponse.strict().parse(before.json());
    expect(parsed.count).toBe(7);
    expect(parsed.items.map((i) => i.title)).toEqual(['Neu', 'Mitte', 'Alt', 'Älter 0', 'Älter 1']);
    expect(Object.keys(parsed.items[0]!).sort()).toEqual(['id', 'lang', 'publishedAt', 'title']);

    const newest = parsed.items[0]!.id;
    for (let i = 0; i < 2; i++) {
      expect((await send('POST', `/api/news/${newest}/read`, user.cookie)).statusCode).toBe(200);
    }
    expect((await ctx.db.select().from(newsReads).where(eq(newsReads.userId, user.id))).length).toBe(1);
    const after = (await get('/api/news/unread', user.cookie)).json();
    expect(after.count).toBe(6);
    expect(after.items[0].title).toBe('Mitte');
    const list = (await get('/api/news', user.cookie)).json().items;
    expect(list.find((i: { id: string }) => i.id === newest).read).toBe(true);

    // Another user's count is unchanged.
    expect((await get('/api/news/unread', other.cookie)).json().count).toBe(7);
  });

  it('hides scheduled items from learners, also when marking read', async () => {
    const user = await ctx.createUser();
    const [planned] = await ctx.db.select().from(news).where(eq(news.title, 'Geplant'));
    expect((await send('POST', `/api/news/${planned!.id}/read`, user.cookie)).statusCode).toBe(404);
    const adminList = (await get('/api/news', admin)).json().items;
    expect(adminList[0].title).toBe('Geplant');
  });

  it('needs a session and the page key news', async () => {
    const denied = await ctx.createUser({ deny: ['news'] });
    for (const url of ['/api/news', '/api/news/unread']) {
      expect((await get(url)).statusCode).toBe(401);
      const response = await get(url, denied.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('page_forbidden');
    }
    const [item] = await ctx.db.select().from(news).limit(1);
    expect((await send('POST', `/api/news/${item!.id}/read`, denied.cookie)).statusCode).toBe(403);
  });
});

describe('news for admins', () => {
  const body = { title: 'Neue Regel', body: '## Überschrift\n\nText.' };

  it('refuses writes to learners and guests', async () => {
    const { cookie } = await ctx.createUser();
    const [item] = await ctx.db.select().from(news).limit(1);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/news', payload: body })).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/api/admin/news', cookie, body)).statusCode).toBe(403);
    expect((await send('PUT', `/api/admin/news/${item!.id}`, cookie, body)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/news/${item!.id}`, cookie)).statusCode).toBe(403);
    const [same] = await ctx.db.select().from(news).where(eq(news.id, item!.id));
    expect(same!.title).toBe(item!.title);
  });

  it('creates (published now), edits and deletes; validates input', async () => {
    const created = await send('POST', '/api/admin/news', admin, body);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const learner = await ctx.createUser();
    expect((await get('/api/news', learner.cookie)).json().items[0].title).toBe('Neue Regel');

    const edited = await send('PUT', `/api/admin/news/${id}`, admin, { ...body, title: 'Geändert' });
    expect(edited.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(news).where(eq(news.id, id));
    expect(row!.title).toBe('Geändert');

    expect((await send('POST', '/api/admin/news', admin, { title: ' ', body: 'x' })).statusCode).toBe(400);
    expect((await send('POST', '/api/admin/news', admin, { title: 'x', body: '' })).statusCode).toBe(400);
    expect(
      (await send('POST', '/api/admin/news', admin, { ...body, publishedAt: 'gestern' })).statusCode,
    ).toBe(400);

    expect((await send('DELETE', `/api/admin/news/${id}`, admin)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/admin/news/${id}`, admin)).statusCode).toBe(404);
  });
});
