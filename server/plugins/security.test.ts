import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { BODY_LIMIT } from './security.ts';

let ctx: TestContext;
let secure: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  secure = await createTestContext({ env: { APP_URL: 'https://mpu.example.org' } });
});
afterAll(async () => {
  await ctx.close();
  await secure.close();
});

/** The policy as directive → sources, so the test does not depend on separators. */
const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

const SAME_FOR_ALL = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), geolocation=(), microphone=(self)',
  'x-frame-options': 'DENY',
};

describe('security headers (@fastify/helmet)', () => {
  it('sends the content security policy with pages, the video players as the only frames', async () => {
    const page = await ctx.app.inject({ url: '/dashboard' });
    expect(page.headers).toMatchObject(SAME_FOR_ALL);
    expect(directives(page.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: https:",
      'media-src': "'self' https:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'frame-src': 'https://drive.google.com https://www.youtube-nocookie.com https://www.youtube.com',
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    });
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('answers the API uncached and without the page policy (the API docs page has its own needs)', async () => {
    const api = await ctx.app.inject({ url: '/api/health' });
    expect(api.headers).toMatchObject({ ...SAME_FOR_ALL, 'cache-control': 'no-store' });
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('sends HSTS once, only when APP_URL is https, and no header twice', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    for (const url of ['/api/health', '/dashboard']) {
      const response = await secure.app.inject({ url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const repeated = Object.entries(response.headers).filter(([, value]) => Array.isArray(value));
      expect(repeated.filter(([name]) => name !== 'set-cookie')).toEqual([]);
    }
  });
});

describe('body limits', () => {
  it('takes 1 MB from a signed-in user, and the CSV import up to 16 MB', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const post = (url: string, text: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload: { csv: text } });
    const big = 'x'.repeat(BODY_LIMIT + 1);
    expect((await post('/api/admin/exam/categories', big)).statusCode).toBe(413);
    const imported = await post('/api/admin/exam/import', `frage;antwort\n${big}`);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().ok).toBe(false);
  });
});
