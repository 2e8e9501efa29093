import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('drain on stop (decision 045)', () => {
  it('turns health to 503 at once and serves everything else, closing each connection', async () => {
    const learner = await ctx.createUser();
    const before = await ctx.app.inject({ url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    ctx.app.startDraining();
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ ok: false, database: ctx.database.kind });
    expect(health.headers.connection).toBe('close');
    expect((await ctx.app.inject({ url: '/api/health?probe=1' })).statusCode).toBe(503);

    const live = await ctx.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers.connection).toBe('close');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/plan',
      headers: { cookie: learner.cookie },
      payload: {
        mpuDate: null,
        withdrawnOn: null,
        banEnd: null,
        abstinenceStart: null,
        proofPlan: null,
        proofDates: [],
      },
    });
    expect(saved.statusCode).toBe(200);
  });
});
