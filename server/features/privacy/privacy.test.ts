import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authTokens, mailOutbox, rateLimits, sessions } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { purgeExpired } from './retention.ts';

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['createUser']>>;
let admin: User;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('consent', () => {
  it('shows a learner without consent as such and stores consent to the current notice only', async () => {
    const learner = await ctx.createUser();
    await ctx.db
      .update(profiles)
      .set({ consentAt: null, consentVersion: null })
      .where(eq(profiles.id, learner.id));
    expect((await call('GET', '/api/me', learner.cookie)).json()).toMatchObject({
      consentAt: null,
      consentVersion: null,
    });
    const old = await call('POST', '/api/me/consent', learner.cookie, { version: '2000-01-01' });
    expect(old.statusCode).toBe(400);
    const agreed = await call('POST', '/api/me/consent', learner.cookie, { version: PRIVACY_NOTICE_VERSION });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().consentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(Date.parse(agreed.json().consentAt)).not.toBeNaN();
    expect(
      (await call('POST', '/api/me/consent', undefined, { version: PRIVACY_NOTICE_VERSION })).statusCode,
    ).toBe(401);
  });
});

describe('legal pages', () => {
  it.each(['impressum', 'datenschutz', 'barrierefreiheit'])(
    'serves /api/legal/%s without sign-in',
    async (page) => {
      const response = await call('GET', `/api/legal/${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ page, markdown: expect.stringContaining('# ') });
    },
  );

  it('names the required parts and marks what the operator completes', async () => {
    const imprint = (await call('GET', '/api/legal/impressum')).json().markdown;
    expect(imprint).toContain('§ 5 Digitale-Dienste-Gesetz');
    expect(imprint).toContain('[BITTE ERGÄNZEN');
    const notice = (await call('GET', '/api/legal/datenschutz')).json().markdown;
    expect(notice).toMatch(/Art\. 9 Abs\. 2 lit\. a\s+DSGVO/);
    expect(notice).toContain('Art. 77 DSGVO');
  });

  it('serves the completed pages of the operator from LEGAL_DIR', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'legal-'));
    await writeFile(path.join(dir, 'impressum.md'), '# Impressum\n\nBeratung Muster GmbH');
    const own = await createTestContext({ env: { LEGAL_DIR: dir } });
    try {
      expect((await own.app.inject({ url: '/api/legal/impressum' })).json().markdown).toContain(
        'Muster GmbH',
      );
      expect((await own.app.inject({ url: '/api/legal/datenschutz' })).statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });

  it('serves an operator translation in the reader language, else the German original saying so', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'legal-'));
    await writeFile(path.join(dir, 'impressum.md'), '# Impressum\n\nBeratung Muster GmbH');
    await mkdir(path.join(dir, 'tr'));
    await writeFile(path.join(dir, 'tr', 'impressum.md'), '# Künye\n\nBeratung Muster GmbH');
    const own = await createTestContext({ env: { LEGAL_DIR: dir } });
    const read = async (language: string) =>
      (
        await own.app.inject({ url: '/api/legal/impressum', headers: { 'accept-language': language } })
      ).json();
    try {
      expect(await read('tr')).toMatchObject({ lang: 'tr', markdown: expect.stringContaining('# Künye') });
      expect(await read('en')).toMatchObject({
        lang: 'de',
        markdown: expect.stringContaining('# Impressum'),
      });
      expect(await read('de')).toMatchObject({ lang: 'de' });
    } finally {
      await own.close();
    }
  });

  it('refuses an unknown page with 400', async () => {
    expect((await call('GET', '/api/legal/agb')).statusCode).toBe(400);
  });
});

describe('erasure by an administrator', () => {
  it('erases a learner with everything about them; learners cannot; an admin cannot erase themselves', async () => {
    const learner = await ctx.createUser();
    const other = await ctx.createUser();
    expect((await call('DELETE', `/api/admin/users/${other.id}`, learner.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${admin.id}`, admin.cookie)).statusCode).toBe(409);
    const response = await call('DELETE', `/api/admin/users/${learner.id}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, learner.id))).toHaveLength(0);
    expect((await call('GET', '/api/me', learner.cookie)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/users/${learner.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('self-deletion removes the mails to the address and its rate-limit rows', async () => {
    const learner = await ctx.createUser();
    await ctx.db
      .insert(mailOutbox)
      .values({ to: learner.email, subject: 'Hallo', text: 'x', sentAt: new Date() });
    await ctx.db.insert(rateLimits).values({ key: `mail:email:${learner.email}`, windowStart: new Date() });
    const response = await call('POST', '/api/settings/delete-account', learner.cookie, {
      currentPassword: learner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, learner.email))).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${`%${learner.email}`}`),
    ).toHaveLength(0);
  });
});

describe('audit log', () => {
  it('records admin writes and CRM calls, without bodies, and lists them newest first', async () => {
    const learner = await ctx.createUser();
    await call('PATCH', `/api/admin/users/${learner.id}`, admin.cookie, { role: 'admin' });
    const created = await call('POST', '/api/admin/api-keys', admin.cookie, { name: 'CRM-Audit' });
    const key = created.json().key as string;
    await ctx.app.inject({
      url: '/api/integration/v1/learners?email=nobody@example.org',
      headers: { authorization: `Bearer ${key}` },
    });
    await call('GET', '/api/admin/users', admin.cookie); // reads are not recorded

    const list = await call('GET', '/api/admin/audit', admin.cookie);
    expect(list.statusCode).toBe(200);
    const { items: entries, total, page, pageSize } = list.json();
    expect(page).toBe(1);
    expect(pageSize).toBe(50);
    expect(total).toBe(entries.length);
    expect(entries.slice(0, 3)).toMatchObject([
      { actor: 'API-Schlüssel CRM-Audit', action: 'GET /api/integration/v1/learners', status: 404 },
      { actor: admin.email, action: 'POST /api/admin/api-keys', status: 201 },
      { actor: admin.email, action: 'PATCH /api/admin/users/:id', target: learner.id, status: 200 },
    ]);
    expect(JSON.stringify(entries)).not.toContain(key);
    expect((await call('GET', '/api/admin/audit', learner.cookie)).statusCode).toBe(200); // now an admin
    expect((await call('GET', '/api/admin/audit?page=0', admin.cookie)).statusCode).toBe(400);

    // Filtered by part of who, what or which object; LIKE wildcards are taken literally.
    const crm = (await call('GET', '/api/admin/audit?q=crm-audit', admin.cookie)).json();
    expect(crm.items.map((e: { action: string }) => e.action)).toEqual(['GET /api/integration/v1/learners']);
    const byTarget = (await call('GET', `/api/admin/audit?q=${learner.id}`, admin.cookie)).json();
    expect(byTarget.items).toMatchObject([{ action: 'PATCH /api/admin/users/:id' }]);
    expect((await call('GET', '/api/admin/audit?q=%25', admin.cookie)).json().total).toBe(0);
    expect((await call('GET', `/api/admin/audit?q=${'x'.repeat(101)}`, admin.cookie)).statusCode).toBe(400);

    // Issue 28: the changed user is named beside the id; filters by person and by action.
    const patched = entries.find((e: { action: string }) => e.action === 'PATCH /api/admin/users/:id');
    expect(patched.targetUser).toEqual({ email: learner.email, name: null });
    expect(list.json().actions).toEqual(
      expect.arrayContaining(['GET /api/integration/v1/learners', 'PATCH /api/admin/users/:id']),
    );
    const byPerson = (
      await call('GET', `/api/admin/audit?person=${learner.email.toUpperCase()}`, admin.cookie)
    ).json();
    expect(byPerson.items.map((e: { action: string }) => e.action)).toEqual(['PATCH /api/admin/users/:id']);
    const byActor = (await call('GET', `/api/admin/audit?person=${admin.email}`, admin.cookie)).json();
    expect(byActor.total).toBeGreaterThanOrEqual(2);
    const byAction = (
      await call(
        'GET',
        `/api/admin/audit?action=${encodeURIComponent('POST /api/admin/api-keys')}`,
        admin.cookie,
      )
    ).json();
    expect(byAction.items.length).toBeGreaterThanOrEqual(1);
    expect(byAction.items.every((e: { action: string }) => e.action === 'POST /api/admin/api-keys')).toBe(
      true,
    );
    const both = `/api/admin/audit?action=${encodeURIComponent('POST /api/admin/api-keys')}&person=${learner.email}`;
    expect((await call('GET', both, admin.cookie)).json().total).toBe(0);
    expect((await call('GET', `/api/admin/audit?action=${'x'.repeat(201)}`, admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/api/admin/audit?person=${'x'.repeat(101)}`, admin.cookie)).statusCode).toBe(
      400,
    );
  });

  it('has no route that edits or deletes entries', () => {
    const writes = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/audit') && r.method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});

describe('retention', () => {
  it('purges expired sessions, old links, sent mails, rate-limit rows and audit entries, and nothing newer', async () => {
    const learner = await ctx.createUser();
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await ctx.db.insert(sessions).values({ id: 'old-session', userId: learner.id, expiresAt: daysAgo(1) });
    await ctx.db.insert(authTokens).values([
      { tokenHash: 'old-token', userId: learner.id, purpose: 'verify_email', expiresAt: daysAgo(10) },
      { tokenHash: 'new-token', userId: learner.id, purpose: 'reset_password', expiresAt: daysAgo(-1) },
    ]);
    await ctx.db.insert(mailOutbox).values([
      { to: 'alt@example.org', subject: 'a', text: 'a', sentAt: daysAgo(40) },
      { to: 'neu@example.org', subject: 'b', text: 'b', sentAt: daysAgo(1) },
      { to: 'wartet@example.org', subject: 'c', text: 'c', createdAt: daysAgo(40) },
    ]);
    await ctx.db.insert(rateLimits).values({ key: 'old-window', windowStart: daysAgo(2) });
    await ctx.db.insert(auditLog).values({ action: 'alt', status: 200, createdAt: daysAgo(400) });

    const purged = await purgeExpired(ctx.db, ctx.env.retentionDays, now);
    expect(purged).toMatchObject({ sessions: 1, tokens: 1, mails: 1, rateLimits: 1, audit: 1 });
    const left = await ctx.db.select({ to: mailOutbox.to }).from(mailOutbox);
    expect(left.map((m) => m.to)).toEqual(expect.arrayContaining(['neu@example.org', 'wartet@example.org']));
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.tokenHash, 'new-token'))).toHaveLength(
      1,
    );
    expect((await call('GET', '/api/me', learner.cookie)).statusCode).toBe(200);
  });

  it('runs as the scheduled job at the first start (run.ts starts the scheduler)', async () => {
    const learner = await ctx.createUser();
    await ctx.db.insert(sessions).values({ id: 'job-session', userId: learner.id, expiresAt: new Date(0) });
    expect(await ctx.app.services.scheduler.tick('retention')).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.id, 'job-session'))).toHaveLength(0);
  });
});

describe('links and headers', () => {
  it('a newer password-reset link makes the older one useless', async () => {
    const learner = await ctx.createUser();
    await call('POST', '/api/auth/forgot-password', undefined, { email: learner.email });
    await call('POST', '/api/auth/forgot-password', undefined, { email: learner.email });
    const open = await ctx.db
      .select()
      .from(authTokens)
      .where(sql`${authTokens.userId} = ${learner.id} and ${authTokens.usedAt} is null`);
    expect(open).toHaveLength(1);
  });

  it('a new password in the settings voids open reset links', async () => {
    const learner = await ctx.createUser();
    await call('POST', '/api/auth/forgot-password', undefined, { email: learner.email });
    const changed = await call('PUT', '/api/settings/password', learner.cookie, {
      currentPassword: learner.password,
      password: 'ganz-neu-123',
    });
    expect(changed.statusCode).toBe(200);
    const open = await ctx.db
      .select()
      .from(authTokens)
      .where(sql`${authTokens.userId} = ${learner.id} and ${authTokens.usedAt} is null`);
    expect(open).toHaveLength(0);
  });

  it('sends HSTS only when APP_URL is https', async () => {
    expect((await call('GET', '/api/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestContext({ env: { APP_URL: 'https://mpu.example.org' } });
    try {
      const response = await secure.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

describe('the OpenAPI description', () => {
  it('is for signed-in administrators only', async () => {
    const learner = await ctx.createUser();
    expect((await call('GET', '/api/docs/json')).statusCode).toBe(401);
    expect((await call('GET', '/api/docs/json', learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/docs/json', admin.cookie)).statusCode).toBe(200);
  });
});
