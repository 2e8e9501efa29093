import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, apiAccess, isPageKeyAccess } from '../../common/domain/access.ts';
import { PAGE_KEYS } from '../../common/domain/pages.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Everything under /api is in the access table (common/domain/access.ts); the server refuses to start
// otherwise. These tests call every route and check the table's rule holds.
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function routes(filter: (access: Access) => boolean) {
  return ctx.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'))
    .map((r) => ({
      method: r.method as 'GET',
      url: r.url.replace(/:\w+/g, SOME_ID),
      access: apiAccess(r.url)!,
    }))
    .filter((r) => filter(r.access));
}

async function call(route: { method: 'GET'; url: string }, cookie?: string) {
  return ctx.app.inject({
    method: route.method,
    url: route.url,
    headers: cookie ? { cookie } : {},
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });
}

describe('access to every API route (a new route is guarded by the table or the server does not start)', () => {
  it('knows the routes and has a rule for each', () => {
    expect(routes(() => true).length).toBeGreaterThan(60);
  });

  it('refuses a caller without a session or key (401)', async () => {
    const open: string[] = [];
    for (const route of routes((access) => access !== 'public')) {
      const response = await call(route);
      if (response.statusCode !== 401) open.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to a learner on every admin route', async () => {
    const learner = await ctx.createUser();
    const adminOnly = routes((access) => access === 'admin');
    expect(adminOnly.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const route of adminOnly) {
      const response = await call(route, learner.cookie);
      if (response.statusCode !== 403) open.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 on every page route to a learner whose page is locked, and lets an unlocked one in', async () => {
    const locked = await ctx.createUser({ deny: [...PAGE_KEYS] });
    const unlocked = await ctx.createUser();
    const pageRoutes = routes(isPageKeyAccess);
    expect(new Set(pageRoutes.map((r) => r.access))).toEqual(
      new Set(['courses', 'videos', 'lexicon', 'news', 'ai-assistant', 'exam-trainer', 'leistungstest']),
    );
    const wrong: string[] = [];
    for (const route of pageRoutes) {
      const denied = await call(route, locked.cookie);
      if (denied.statusCode !== 403) wrong.push(`locked ${route.method} ${route.url} → ${denied.statusCode}`);
      const allowed = await call(route, unlocked.cookie);
      if (allowed.statusCode === 401 || allowed.statusCode === 403)
        wrong.push(`unlocked ${route.method} ${route.url} → ${allowed.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps counsellors out of every admin, learner and page route, and lets them use their own', async () => {
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    const refused = routes((access) => access === 'admin' || access === 'learner' || isPageKeyAccess(access));
    expect(new Set(refused.map((r) => r.access)).has('learner')).toBe(true);
    const wrong: string[] = [];
    for (const route of refused) {
      const response = await call(route, counsellor.cookie);
      if (response.statusCode !== 403) wrong.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    const own = routes((access) => access === 'counsellor' || access === 'session');
    expect(own.some((r) => r.access === 'counsellor')).toBe(true);
    for (const route of own) {
      if ((route.method as string) === 'DELETE') continue; // the own account's erasure, not a way in
      const response = await call(route, counsellor.cookie);
      if (response.statusCode === 401 || response.statusCode === 403)
        wrong.push(`own ${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to learners and admins on every counsellor route (admins see no shared content)', async () => {
    const learner = await ctx.createUser();
    const admin = await ctx.createUser({ role: 'admin' });
    const counsellorOnly = routes((access) => access === 'counsellor');
    expect(counsellorOnly.length).toBeGreaterThan(1);
    const open: string[] = [];
    for (const route of counsellorOnly)
      for (const [who, cookie] of [
        ['learner', learner.cookie],
        ['admin', admin.cookie],
      ] as const) {
        const response = await call(route, cookie);
        if (response.statusCode !== 403)
          open.push(`${who} ${route.method} ${route.url} → ${response.statusCode}`);
      }
    expect(open).toEqual([]);
  });

  it('refuses to register a route that the access table does not cover', async () => {
    const { default: Fastify } = await import('fastify');
    const { sessionPlugin } = await import('../plugins/session.ts');
    const app = Fastify();
    await app.register(sessionPlugin, { auth: ctx.app.services.auth, secureCookies: false });
    expect(() => app.get('/api/unlisted', async () => ({}))).toThrow(/No access rule for \/api\/unlisted/);
    await app.close();
  });
});
