import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/users.ts';
import { ANONYMOUS_BODY_LIMIT } from '../../plugins/security.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Issue 12: rate limits that never lock the owner out, proxy hops, same-origin against APP_URL,
// anonymous body limit, concurrent CRM upserts, health (old data: privacy/retention.test.ts).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: '1', APP_URL: 'https://mpu.example.org' } });
});
afterAll(() => ctx.close());

const login = (email: string, password: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('sign-in rate limit', () => {
  it('slows down and then refuses the guessing client with Retry-After, never the owner on another client', async () => {
    const owner = await ctx.createUser({ password: 'richtig-123' });
    // Sent at once (each waits its own slow-down), so the test does not sit out 15 s of pauses.
    const tries = await Promise.all(
      Array.from({ length: 11 }, () => login(owner.email, 'falsch', '203.0.113.7')),
    );
    expect(tries.filter((r) => r.statusCode === 401)).toHaveLength(10);
    const last = tries.find((r) => r.statusCode === 429)!;
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The right password from the guessing client is refused too (it is that client that waits) …
    expect((await login(owner.email, 'richtig-123', '203.0.113.7')).statusCode).toBe(429);
    // … but the owner on their own connection signs in at once.
    expect((await login(owner.email, 'richtig-123', '198.51.100.4')).statusCode).toBe(200);
  }, 30_000);

  it('takes the client address one trusted hop from the right (a forged left-most entry does not help)', async () => {
    const owner = await ctx.createUser({ password: 'richtig-123' });
    // The attacker writes a new address at the left each time; the proxy appends the real one.
    const tries = await Promise.all(
      Array.from({ length: 11 }, (_, i) => login(owner.email, 'falsch', `10.9.8.${i}, 192.0.2.50`)),
    );
    expect(tries.map((r) => r.statusCode)).toContain(429);
  }, 30_000);

  it('never blocks many people signing in with the right password from one address (an office)', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () => ctx.createUser({ password: 'richtig-123' })),
    );
    const codes: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const person of people)
        codes.push((await login(person.email, 'richtig-123', '198.51.100.99')).statusCode);
    }
    expect(codes.filter((code) => code !== 200)).toEqual([]);
  }, 60_000);
});

describe('same-origin check', () => {
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  it('accepts the APP_URL origin even when the proxy rewrote Host, and refuses others', async () => {
    expect((await post({ origin: 'https://mpu.example.org', host: '127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await post({ origin: 'https://boese.example', host: '127.0.0.1:3000' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://mpu.example.org', host: '127.0.0.1:3000' })).statusCode).toBe(403);
  });
});

describe('request bodies of anonymous callers', () => {
  it(`are refused above ${ANONYMOUS_BODY_LIMIT / 1024} KB before parsing, with or without Content-Length`, async () => {
    const big = JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(ANONYMOUS_BODY_LIMIT) });
    const declared = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(declared.statusCode).toBe(413);
    const { Readable } = await import('node:stream');
    const chunked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([big.slice(0, 40_000), big.slice(40_000)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json().error.code).toBe('too_large');
  });
});

describe('CRM upserts of one learner at the same moment', () => {
  it('create one learner and no error', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { cookie: admin.cookie, origin: 'https://mpu.example.org' },
      payload: { name: 'CRM', scopes: ['learners:write', 'pages:write'] },
    });
    const key = created.json().key as string;
    const email = 'gleichzeitig@example.org';
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/integration/v1/learners',
          headers: { authorization: `Bearer ${key}` },
          payload: { email, pages: { courses: true } },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const rows = await ctx.db.select().from(profiles).where(sql`lower(${profiles.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });
});

describe('health', () => {
  it('answers 200 while the database answers, 503 when it does not; /live skips the database', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toMatchObject({ ok: true });
    const ping = ctx.database.ping;
    ctx.database.ping = () => Promise.reject(new Error('gone'));
    try {
      const down = await ctx.app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json().ok).toBe(false);
      expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.database.ping = ping;
    }
  });
});

describe('shutdown', () => {
  it('ends a running chat stream with a last event when the app closes', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const other = await createTestContext({
      aiEngine: {
        kind: 'remote',
        async *reply(_request, signal) {
          yield 'Erster Teil';
          started();
          await new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        },
      },
    });
    const admin = await other.createUser({ role: 'admin' });
    const chat = other.app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { cookie: admin.cookie },
      payload: { messages: [{ role: 'user', content: 'Wie lange dauert die MPU?' }] },
    });
    await running;
    await other.close(); // SIGTERM in main.ts does app.close()
    const events = (await chat).body
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')));
    expect(events).toContainEqual({ type: 'delta', text: 'Erster Teil' });
    expect(events.at(-1)).toEqual({ type: 'error' });
  }, 30_000);
});
