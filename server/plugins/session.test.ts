import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { currentUser } from './session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    routes: (app) => {
      app.get('/api/test/session', { preHandler: app.guard.session }, async (request) => ({
        id: currentUser(request).id,
      }));
      app.get('/api/test/admin', { preHandler: app.guard.admin }, async () => ({ ok: true }));
      app.get('/api/test/news', { preHandler: app.guard.page('news') }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('session guard', () => {
  it('answers 401 without a cookie, with an unknown cookie, and clears a bad cookie', async () => {
    expect((await get('/api/test/session')).statusCode).toBe(401);
    const bad = await get('/api/test/session', 'mpu_session=nonsense');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: { code: 'unauthorized' } });
    expect(bad.cookies.find((c) => c.name === 'mpu_session')?.value).toBe('');
  });
  it('lets a signed-in user through and knows who it is', async () => {
    const user = await ctx.createUser();
    const response = await get('/api/test/session', user.cookie);
    expect(response.json()).toEqual({ id: user.id });
  });
});

describe('admin guard', () => {
  it('refuses a learner with 403 and admits an admin', async () => {
    const learner = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    expect((await get('/api/test/admin')).statusCode).toBe(401);
    expect((await get('/api/test/admin', learner.cookie)).statusCode).toBe(403);
    expect((await get('/api/test/admin', admin.cookie)).statusCode).toBe(200);
  });
});

describe('page guard (SPEC §6)', () => {
  it('allows a page without a permission row', async () => {
    const user = await ctx.createUser();
    const { userPermissions } = await import('../db/schema/users.ts');
    const { and, eq } = await import('drizzle-orm');
    await ctx.db
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, user.id), eq(userPermissions.page, 'news')));
    expect((await get('/api/test/news', user.cookie)).statusCode).toBe(200);
  });
  it('denies a page whose row says allowed=false, and /api/me leaves it out', async () => {
    const user = await ctx.createUser({ deny: ['news'] });
    const response = await get('/api/test/news', user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('page_forbidden');
    expect((await get('/api/me', user.cookie)).json().pages).not.toContain('news');
  });
  it('lets an admin bypass a denying row', async () => {
    const admin = await ctx.createUser({ role: 'admin', deny: ['news'] });
    expect((await get('/api/test/news', admin.cookie)).statusCode).toBe(200);
    expect((await get('/api/me', admin.cookie)).json().pages).toContain('news');
  });
  it('follows a change of permission on the next request', async () => {
    const user = await ctx.createUser();
    expect((await get('/api/test/news', user.cookie)).statusCode).toBe(200);
    await ctx.setPermission(user.id, 'news', false);
    expect((await get('/api/test/news', user.cookie)).statusCode).toBe(403);
  });
});

describe('session lifetime', () => {
  it('ends a session after 14 idle days and 60 days after sign-in, moving the idle end on use', async () => {
    const DAY = 86_400_000;
    let now = Date.now();
    const timed = await createTestContext({ clock: { now: () => new Date(now) } });
    try {
      const { sessions } = await import('../db/schema/auth.ts');
      const end = async () =>
        (await timed.db.select({ at: sessions.expiresAt }).from(sessions))[0]!.at.getTime();
      const me = () => timed.app.inject({ url: '/api/me', headers: { cookie: user.cookie } });
      const user = await timed.createUser();
      expect(Math.round(((await end()) - now) / DAY)).toBe(14);
      now += 10 * DAY; // used after 10 days: 14 more from now
      const renewed = await me();
      expect(renewed.statusCode).toBe(200);
      expect(renewed.cookies.find((c) => c.name === 'mpu_session')).toBeDefined();
      expect(Math.round(((await end()) - now) / DAY)).toBe(14);
      now += 12 * 3_600_000; // half a day later: no write
      expect((await me()).cookies.find((c) => c.name === 'mpu_session')).toBeUndefined();
      // Used every 10 days, the end never passes 60 days after the sign-in …
      const signedIn = now - 10 * DAY - 12 * 3_600_000;
      for (let day = 20; day <= 50; day += 10) {
        now = signedIn + day * DAY;
        expect((await me()).statusCode).toBe(200);
      }
      expect((await end()) - signedIn).toBeLessThanOrEqual(60 * DAY);
      // … and on day 60 the session is over, used or not.
      now = signedIn + 60 * DAY + 1000;
      expect((await me()).statusCode).toBe(401);
      expect(await timed.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await timed.close();
    }
  });

  it('ends a session not used for its idle days, and both limits are configurable', async () => {
    const short = await createTestContext({ env: { SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '5' } });
    try {
      expect(short.env).toMatchObject({ sessionIdleDays: 2, sessionMaxDays: 5 });
      const user = await short.createUser();
      const { sessions } = await import('../db/schema/auth.ts');
      const { sql } = await import('drizzle-orm');
      await short.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` });
      expect((await short.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(
        401,
      );
    } finally {
      await short.close();
    }
  });
});
