import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('session lookups of concurrent requests (one batched query)', () => {
  it('give every request its own user, and refuse unknown or signed-out sessions', async () => {
    const users = await Promise.all([ctx.createUser(), ctx.createUser({ role: 'admin' }), ctx.createUser()]);
    const signedOut = await ctx.createUser();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: signedOut.cookie } });
    const calls = Array.from({ length: 40 }, (_, i) => {
      const kind = i % 5;
      const cookie =
        kind < 3
          ? users[kind]!.cookie
          : kind === 3
            ? 'mpu_session=unknown-token-unknown-token'
            : signedOut.cookie;
      return { expected: kind < 3 ? users[kind]!.email : null, cookie };
    });
    const responses = await Promise.all(
      calls.map((call) =>
        ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: call.cookie } }),
      ),
    );
    responses.forEach((response, i) => {
      const expected = calls[i]!.expected;
      if (expected) {
        expect(response.statusCode).toBe(200);
        expect(response.json().email).toBe(expected);
      } else {
        expect(response.statusCode).toBe(401);
      }
    });
    // The page-key variant too: a denied page stays denied for its user only.
    const denied = await ctx.createUser({ deny: ['courses'] });
    const mixed = await Promise.all(
      [denied, users[0]!, denied, users[2]!].map((user) =>
        ctx.app.inject({ method: 'GET', url: '/api/exam/hub', headers: { cookie: user.cookie } }),
      ),
    );
    expect(mixed.map((r) => r.statusCode)).toEqual([403, 200, 403, 200]);
  });
});
