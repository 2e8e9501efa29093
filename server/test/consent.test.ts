import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccess } from '../../common/domain/access.ts';
import { PRIVACY_NOTICE_VERSION, writeNeedsConsent } from '../../common/domain/privacy.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 26: health and offence data are refused on the server while the learner's consent to the
// current notice is missing (before, a CRM-invited learner stored their case: PUT /api/case → 200).
// The routes come from the route table and the one prefix list, so a new route is tested too.
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Body fields that carry health or offence data; a learner route taking one must be guarded. */
const HEALTH_FIELDS = ['reasons', 'reason', 'offences', 'change', 'mpuDate', 'withdrawnOn', 'banEnd'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const guarded = () => ctx.app.routeTable.filter((r) => writeNeedsConsent(r.method, r.url));
const call = (method: string, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: method as 'PUT', url, headers: { cookie }, payload: payload ?? {} });

const OFFENCE = {
  id: SOME_ID,
  reason: 'alcohol',
  date: '2025-03-01',
  description: 'Fahrt nach der Feier',
  bac: 1.2,
  substances: '',
  points: null,
  drinks: [],
  drinkingHours: null,
};
/** The learner's workbook as the server has it, with one offence added. */
async function caseWithOffence(cookie: string) {
  const { workbook } = (await ctx.app.inject({ url: '/api/case', headers: { cookie } })).json();
  return { ...workbook, offences: [OFFENCE] };
}

describe('consent on the server for health and offence data', () => {
  it('covers the workbook, the reasons, the plan and every write of the practice interview', () => {
    const routes = guarded().map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'PUT /api/case',
        'PUT /api/me/reasons',
        'PUT /api/plan',
        'POST /api/trainer/sessions',
        'POST /api/trainer/sessions/:id/answers',
        'POST /api/trainer/sessions/:id/finish',
      ]),
    );
  });

  it('guards every learner route whose body names health or offence data', () => {
    const spec = ctx.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
      >;
    };
    const missing: string[] = [];
    for (const route of ctx.app.routeTable) {
      const access = apiAccess(route.url);
      if (access === 'admin' || access === 'api-key' || access === 'public') continue;
      const operation = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = JSON.stringify(operation?.requestBody?.content?.['application/json']?.schema ?? {});
      const named = HEALTH_FIELDS.some((field) => schema.includes(`"${field}":`));
      if (named && !writeNeedsConsent(route.method, route.url)) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 409 consent_required with a German message on every such route, and stores nothing', async () => {
    const learner = await ctx.createUser({ consent: false });
    const wrong: string[] = [];
    for (const route of guarded()) {
      const response = await call(route.method, route.url.replace(/:\w+/g, SOME_ID), learner.cookie);
      const error = response.json().error;
      if (
        response.statusCode !== 409 ||
        error?.code !== 'consent_required' ||
        !/Einwilligung/.test(error.message)
      )
        wrong.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(
      (await call('PUT', '/api/case', learner.cookie, await caseWithOffence(learner.cookie))).statusCode,
    ).toBe(409);
    const stored = await ctx.app.inject({ url: '/api/case', headers: { cookie: learner.cookie } });
    expect(stored.json().workbook.offences).toEqual([]);
  });

  it('lets the same writes through once the learner agreed, and admins without a consent row', async () => {
    const learner = await ctx.createUser({ consent: false });
    const agreed = await call('POST', '/api/me/consent', learner.cookie, { version: PRIVACY_NOTICE_VERSION });
    expect(agreed.statusCode).toBe(200);
    expect(
      (await call('PUT', '/api/case', learner.cookie, await caseWithOffence(learner.cookie))).statusCode,
    ).toBe(200);
    expect((await call('PUT', '/api/me/reasons', learner.cookie, { reasons: ['drugs'] })).statusCode).toBe(
      200,
    );
    const admin = await ctx.createUser({ role: 'admin', consent: false });
    expect(
      (await call('PUT', '/api/case', admin.cookie, await caseWithOffence(admin.cookie))).statusCode,
    ).toBe(200);
  });

  it('still lets a learner without consent read and delete their data', async () => {
    const learner = await ctx.createUser({ consent: false });
    expect((await ctx.app.inject({ url: '/api/case', headers: { cookie: learner.cookie } })).statusCode).toBe(
      200,
    );
    expect((await ctx.exportData(learner)).statusCode).not.toBe(409);
  });
});
