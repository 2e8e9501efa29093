import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSettings } from '../env.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { type OutageProxy, startOutageProxy } from './outage-proxy.ts';

// Issue 26, defects 5 and 6: a database that is gone or does not answer gives 503 with a German
// message and Retry-After, in time, never a hang or a 500; on both databases (per Vitest project).
const deadlines = { statementMs: 1500, idleInTransactionMs: 1500, acquireMs: 1500 };
/** The longest a request may take when the database does not answer: its deadlines and slack. */
const IN_TIME_MS = deadlines.statementMs + deadlines.acquireMs + 2000;

describe(`database outage (${testSettings().dbKind})`, () => {
  let ctx: TestContext;
  let proxy: OutageProxy;
  let user: { email: string; password: string };

  beforeAll(async () => {
    ctx = await createTestContext({
      database: {
        deadlines,
        via: async (target) => {
          proxy = await startOutageProxy(target);
          return proxy;
        },
      },
    });
    user = await ctx.createUser();
  }, 120_000);
  afterAll(async () => {
    proxy?.set('pass');
    await ctx?.close();
    await proxy?.close();
  });

  const signIn = async () => {
    const started = Date.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    return { response, ms: Date.now() - started };
  };
  const expectUnavailable = async () => {
    const { response, ms } = await signIn();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error).toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/Sekunden/),
    });
    expect(ms).toBeLessThan(IN_TIME_MS);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
  };
  const expectBack = async () => {
    for (let i = 0; i < 20; i++) {
      if ((await signIn()).response.statusCode === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the app did not recover after the database came back');
  };

  it('answers a sign-in with 503 while the database is gone, and serves again once it is back', async () => {
    expect((await signIn()).response.statusCode).toBe(200);
    proxy.set('refuse');
    await expectUnavailable();
    proxy.set('pass');
    await expectBack();
  });

  it('answers 503 in time while the database accepts connections but does not answer', async () => {
    proxy.set('stall');
    await expectUnavailable();
    proxy.set('refuse'); // cuts the stalled connections
    proxy.set('pass');
    await expectBack();
  }, 60_000);
});
