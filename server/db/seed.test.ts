import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { profiles } from './schema/users.ts';
import { DEMO_ACCOUNTS, seed } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { DEMO_ACCOUNTS: 'true', ADMIN_EMAIL: 'chef@example.org', ADMIN_PASSWORD: 'chef-passwort' },
  });
});
afterAll(() => ctx.close());

const log = { info: () => undefined };

describe('seed', () => {
  it('creates the demo accounts and the ADMIN_EMAIL administrator, confirmed, and is safe to repeat', async () => {
    await seed({ auth: ctx.app.services.auth, env: ctx.env, log });
    await seed({ auth: ctx.app.services.auth, env: ctx.env, log });
    const rows = await ctx.db.select().from(profiles);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'admin@example.org',
      'chef@example.org',
      'lernende@example.org',
    ]);
    for (const row of rows) expect(row.emailVerifiedAt).not.toBeNull();

    const learner = DEMO_ACCOUNTS[1];
    const cookie = await ctx.login(learner.email, learner.password);
    const me = (await ctx.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me.role).toBe('user');
    expect(me.pages).toEqual([
      'courses',
      'videos',
      'lexicon',
      'news',
      'book-session',
      'ai-assistant',
      'exam-trainer',
    ]);

    const chef = await ctx.login('chef@example.org', 'chef-passwort');
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: chef } })).json().role).toBe('admin');
  });

  it('promotes an existing account named by ADMIN_EMAIL without changing its password', async () => {
    await ctx.db.update(profiles).set({ role: 'user' }).where(eq(profiles.email, 'chef@example.org'));
    await ctx.app.services.auth.ensureAccount({
      email: 'chef@example.org',
      password: 'anderes',
      role: 'admin',
    });
    const cookie = await ctx.login('chef@example.org', 'chef-passwort');
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie } })).json().role).toBe('admin');
  });
});
