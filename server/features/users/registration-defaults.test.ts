import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, PAGE_KEYS, SELF_REGISTRATION_DEFAULTS } from '../../../common/domain/pages.ts';
import { profiles, userPermissions } from '../../db/schema/users.ts';
import { loadEnv } from '../../env.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Issue 28: operators decide what self-registered learners get (Administration → Benutzer); the
// default opens the free study areas. Invited and CRM-created accounts keep SPEC §6's defaults.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const url = '/api/admin/users/registration-defaults';
let counter = 0;
async function register(): Promise<Record<string, boolean>> {
  const email = `selbst-${++counter}@example.org`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'geheim-1234-lang', reason: 'alcohol', consent: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
  const rows = await ctx.db.select().from(userPermissions).where(eq(userPermissions.userId, profile!.id));
  return Object.fromEntries(rows.map((row) => [row.page, row.allowed]));
}

describe('what self-registered learners get', () => {
  it('opens the free study areas by default and keeps the areas with a person or an AI locked', async () => {
    const pages = await register();
    expect(pages).toEqual(SELF_REGISTRATION_DEFAULTS);
    expect(pages).toMatchObject({ courses: true, news: true, 'ai-assistant': false, 'book-session': false });
  });

  it('is an admin setting: shown, saved, used for the next registration, and audited', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const shown = await ctx.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().permissions).toEqual(SELF_REGISTRATION_DEFAULTS);

    const wanted = { ...SELF_REGISTRATION_DEFAULTS, news: false, 'ai-assistant': true };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin.cookie },
      payload: { permissions: wanted },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().permissions).toEqual(wanted);
    expect(await register()).toEqual(wanted);

    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: { cookie: admin.cookie } });
    expect(JSON.stringify(audit.json())).toContain('PUT /api/admin/users/registration-defaults');
  });

  it('refuses an incomplete or unknown set of pages with 400, and learners with 403', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const { courses: _left, ...incomplete } = SELF_REGISTRATION_DEFAULTS;
    for (const permissions of [incomplete, { ...SELF_REGISTRATION_DEFAULTS, unknown: true }]) {
      const bad = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: admin.cookie },
        payload: { permissions },
      });
      expect(bad.statusCode).toBe(400);
    }
    const learner = await ctx.createUser();
    expect((await ctx.app.inject({ url, headers: { cookie: learner.cookie } })).statusCode).toBe(403);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: learner.cookie },
      payload: { permissions: SELF_REGISTRATION_DEFAULTS },
    });
    expect(put.statusCode).toBe(403);
  });

  it('leaves invited accounts at SPEC §6 defaults', async () => {
    const invited = await ctx.app.services.auth.invite({
      email: `eingeladen-${PAGE_KEYS.length}@example.org`,
      reasons: ['alcohol'],
      language: 'de',
    });
    const rows = await ctx.db.select().from(userPermissions).where(eq(userPermissions.userId, invited.id));
    expect(Object.fromEntries(rows.map((row) => [row.page, row.allowed]))).toEqual(DEFAULT_PERMISSIONS);
  });
});

describe('REGISTRATION_PAGES', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mpu-env-'));
  it('names the pages before the admin setting; an unknown page stops the start', () => {
    expect(loadEnv({ DATA_DIR: dir, REGISTRATION_PAGES: 'videos, lexicon' }).registrationPages).toEqual([
      'videos',
      'lexicon',
    ]);
    expect(loadEnv({ DATA_DIR: dir }).registrationPages).toBeUndefined();
    expect(() => loadEnv({ DATA_DIR: dir, REGISTRATION_PAGES: 'videos,kasse' })).toThrow();
  });
});
