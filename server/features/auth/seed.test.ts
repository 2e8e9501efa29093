import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import { seed } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { DEMO_ACCOUNTS: 'true', ADMIN_EMAIL: 'chef@example.org', ADMIN_PASSWORD: 'chef-passwort' },
  });
});
afterAll(() => ctx.close());

function recorder() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`WARN ${m}`) } };
}

const [demoAdmin, learner] = DEMO_ACCOUNTS;
const loginStatus = async (email: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

describe('seed', () => {
  it('creates the demo accounts and the ADMIN_EMAIL administrator, confirmed, and is safe to repeat', async () => {
    const { lines, log } = recorder();
    // DEMO_ACCOUNTS=true on what is not a local trial: created, with a loud warning.
    const forced = { ...ctx.env, localTrial: false };
    await seed({ db: ctx.db, auth: ctx.app.services.auth, env: forced, log });
    await seed({ db: ctx.db, auth: ctx.app.services.auth, env: forced, log });
    const rows = await ctx.db.select().from(profiles);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'admin@example.org',
      'chef@example.org',
      'lernende@example.org',
    ]);
    for (const row of rows) expect(row.emailVerifiedAt).not.toBeNull();
    // … and never a password in the log.
    expect(lines.some((l) => l.startsWith('WARN') && l.includes('DEMO_ACCOUNTS=true'))).toBe(true);
    for (const account of [...DEMO_ACCOUNTS, { password: 'chef-passwort' }])
      expect(lines.join('\n')).not.toContain(account.password);

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
      'leistungstest',
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

  it('disables existing demo accounts (password and sessions) when started outside a local trial', async () => {
    const session = await ctx.login(learner.email, learner.password);
    const { lines, log } = recorder();
    await seed({
      db: ctx.db,
      auth: ctx.app.services.auth,
      env: { ...ctx.env, demoAccounts: false, localTrial: false },
      log,
    });
    expect(lines.join('\n')).toMatch(/Demo accounts off: this is not a local trial.*2 existing demo account/);
    expect(await loginStatus(learner.email, learner.password)).toBe(401);
    expect(await loginStatus(demoAdmin.email, demoAdmin.password)).toBe(401);
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: session } })).statusCode).toBe(401);
    // Back on a local trial they work again.
    await seed({ db: ctx.db, auth: ctx.app.services.auth, env: ctx.env, log });
    expect(await loginStatus(learner.email, learner.password)).toBe(200);
  });

  it('lets an administrator delete the demo accounts for good (never the last administrator)', async () => {
    const demoAdminCookie = await ctx.login(demoAdmin.email, demoAdmin.password);
    const learnerCookie = await ctx.login(learner.email, learner.password);
    const remove = (cookie: string) =>
      ctx.app.inject({ method: 'DELETE', url: '/api/admin/demo-accounts', headers: { cookie } });
    expect((await remove(learnerCookie)).statusCode).toBe(403);

    await ctx.db.update(profiles).set({ role: 'user' }).where(eq(profiles.email, 'chef@example.org'));
    expect((await remove(demoAdminCookie)).json().error.code).toBe('last_admin');
    await ctx.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.email, 'chef@example.org'));

    const chef = await ctx.login('chef@example.org', 'chef-passwort');
    const response = await remove(chef);
    expect(response.json()).toEqual({ deleted: 2 });
    const { lines, log } = recorder();
    await seed({ db: ctx.db, auth: ctx.app.services.auth, env: ctx.env, log });
    expect(lines.join('\n')).toMatch(/deleted by an administrator/);
    const emails = (await ctx.db.select().from(profiles)).map((r) => r.email);
    expect(emails).toEqual(['chef@example.org']);
  });
});
