import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// Routes anyone may call: signing in and up, health, the API description, static files.
const PUBLIC = [/^\/api\/auth\//, /^\/api\/health$/, /^\/api\/docs/, /^\/media\//, /^\/api\/test\//];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function apiRoutes() {
  return ctx.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !PUBLIC.some((p) => p.test(r.url)))
    .map((r) => ({ method: r.method as 'GET', url: r.url.replace(/:\w+/g, SOME_ID) }));
}

describe('access to every API route (a new route that forgets its guard fails here)', () => {
  it('knows the routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
  });

  it('refuses a caller without a session or key (401)', async () => {
    const open: string[] = [];
    for (const route of apiRoutes()) {
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 401) open.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to a learner on every admin route', async () => {
    const learner = await ctx.createUser();
    const adminOnly = apiRoutes().filter(
      (r) => r.url.startsWith('/api/admin/') || r.url.startsWith('/api/assistant/'),
    );
    expect(adminOnly.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const route of adminOnly) {
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: learner.cookie },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 403) open.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
