import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../common/domain/api-keys.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { apiKeys } from '../../db/schema/integration.ts';
import { profiles } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { linkFrom } from '../../test/smtp-sink.ts';

let ctx: TestContext;
let key: string;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  adminCookie = admin.cookie;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { cookie: admin.cookie },
    payload: { name: 'CRM', scopes: [...API_KEY_SCOPES] },
  });
  key = created.json().key;
});
afterAll(() => ctx.close());

const put = (payload: object, auth = `Bearer ${key}`) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/integration/v1/learners',
    headers: { authorization: auth },
    payload,
  });
const state = (email: string, auth = `Bearer ${key}`) =>
  ctx.app.inject({
    url: `/api/integration/v1/learners?email=${encodeURIComponent(email)}`,
    headers: { authorization: auth },
  });

/** The learner agrees to every link a key asked for (a key changes only learners linked to it). */
const linkAll = async (learner: { email: string; cookie: string }, ...auths: string[]) => {
  for (const auth of auths) {
    expect((await state(learner.email, auth)).statusCode).toBe(403);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/integration/v1/learners/link-request',
      headers: { authorization: auth },
      payload: { email: learner.email },
    });
    expect(asked.json()).toEqual({ state: 'open' });
  }
  const links = await ctx.app.inject({ url: '/api/settings/crm-links', headers: { cookie: learner.cookie } });
  for (const link of links.json().items as { keyId: string; agreedAt: string | null }[])
    if (!link.agreedAt)
      await ctx.app.inject({
        method: 'POST',
        url: `/api/settings/crm-links/${link.keyId}/agree`,
        headers: { cookie: learner.cookie },
      });
};

describe('CRM integration API', () => {
  it('refuses requests without a valid, active, unexpired key', async () => {
    expect((await ctx.app.inject({ url: '/api/integration/v1/learners?email=a@b.de' })).statusCode).toBe(401);
    expect((await state('a@b.de', 'Bearer pd_00000000000000000000000000000000')).statusCode).toBe(401);
    await ctx.db.update(apiKeys).set({ isActive: false });
    expect((await state('a@b.de')).statusCode).toBe(401);
    await ctx.db.update(apiKeys).set({ isActive: true, expiresAt: sql`now() - interval '1 second'` });
    expect((await state('a@b.de')).statusCode).toBe(401);
    await ctx.db.update(apiKeys).set({ expiresAt: null });
    expect((await state('nobody@example.org')).statusCode).toBe(404);
  });

  it('creates a learner with the access bought, and mails an invitation to choose a password', async () => {
    const email = 'kundin@example.org';
    const response = await put({
      email,
      reasons: ['drugs', 'medizinalcannabis'],
      pages: { courses: true, news: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toBe(true);
    const learner = await state(email);
    expect(learner.json()).toMatchObject({
      email,
      emailVerified: false,
      reasons: ['drugs', 'medizinalcannabis'],
      pages: ['courses', 'videos', 'lexicon', 'news'],
    });

    const mail = await ctx.sink.waitFor(email);
    expect(mail.subject).toBe('Ihr Zugang zur MPU-Vorbereitung');
    const invitation = new URL(linkFrom(mail, '/reset-password')).searchParams;
    expect(invitation.get('invite')).toBe('1'); // the page says "Passwort festlegen"
    const token = invitation.get('token')!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Lernplan-Herbst-2026' },
    });
    await ctx.login(email, 'Lernplan-Herbst-2026');
    expect((await state(email)).json().emailVerified).toBe(true);
  });

  it("stores an invited learner's reasons like every other writer: canonical order, no duplicates", async () => {
    const email = 'doppelt@example.org';
    const response = await put({ email, reasons: ['medizinalcannabis', 'drugs', 'drugs'] });
    expect(response.statusCode).toBe(201);
    expect((await state(email)).json().reasons).toEqual(['drugs', 'medizinalcannabis']);
    const [row] = await ctx.db
      .select({ reasons: profiles.mpuReasons, primary: profiles.mpuReason })
      .from(profiles)
      .where(eq(profiles.email, email));
    expect(row).toEqual({ reasons: ['drugs', 'medizinalcannabis'], primary: 'drugs' });
  });

  it('updates an existing learner without a second mail, and never touches administrators', async () => {
    const learner = await ctx.createUser();
    await linkAll(learner, `Bearer ${key}`);
    const again = await put({ email: learner.email, pages: { courses: false }, reasons: ['points'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: learner.id, created: false });
    expect((await state(learner.email)).json()).toMatchObject({ reasons: ['points'] });
    expect((await state(learner.email)).json().pages).not.toContain('courses');
    await ctx.app.services.mailer.flush();
    expect(ctx.sink.mails.some((m) => m.to === learner.email)).toBe(false);

    const admin = await ctx.createUser({ role: 'admin' });
    expect((await put({ email: admin.email, pages: { courses: false } })).statusCode).toBe(409);
    expect((await state(admin.email)).statusCode).toBe(404);
  });

  it('needs the scope of each route; MPU reasons only with reasons:read', async () => {
    const learner = await ctx.createUser({ reason: 'drugs' });
    const keyWith = async (name: string, scopes: string[]) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/api-keys',
          headers: { cookie: adminCookie },
          payload: { name, scopes },
        })
      ).json().key as string;
    const readOnly = `Bearer ${await keyWith('Nur lesen', ['learners:read'])}`;
    const writeOnly = `Bearer ${await keyWith('Nur schreiben', ['learners:write'])}`;
    await linkAll(learner, `Bearer ${key}`, writeOnly, readOnly);

    const withoutReasons = await state(learner.email, readOnly);
    expect(withoutReasons.statusCode).toBe(200);
    expect(withoutReasons.json()).not.toHaveProperty('reasons');
    expect(withoutReasons.body).not.toContain('drugs');
    expect((await state(learner.email)).json().reasons).toEqual(['drugs']);
    expect((await put({ email: learner.email }, readOnly)).statusCode).toBe(403);
    expect((await state(learner.email, writeOnly)).statusCode).toBe(403);
    expect((await put({ email: learner.email }, writeOnly)).statusCode).toBe(200);
  });

  it('changes reasons only with reasons:write and pages only with pages:write (403, audited)', async () => {
    const learner = await ctx.createUser({ reason: 'drugs' });
    const keyWith = async (name: string, scopes: string[]) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/api-keys',
          headers: { cookie: adminCookie },
          payload: { name, scopes },
        })
      ).json().key as string;
    const writeOnly = `Bearer ${await keyWith('Nur anlegen', ['learners:write'])}`;
    await linkAll(learner, `Bearer ${key}`, writeOnly);
    const reasons = await put({ email: learner.email, reasons: ['alcohol'] }, writeOnly);
    expect(reasons.statusCode).toBe(403);
    expect(reasons.json().error.message).toMatch(/Berechtigung reasons:write/);
    const pages = await put({ email: learner.email, pages: { courses: false, news: false } }, writeOnly);
    expect(pages.statusCode).toBe(403);
    expect(pages.json().error.message).toMatch(/Berechtigung pages:write/);
    const after = (await state(learner.email)).json();
    expect(after.reasons).toEqual(['drugs']);
    expect(after.pages).toEqual(expect.arrayContaining(['courses', 'news']));
    const refused = await ctx.db
      .select({ status: auditLog.status, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.status, 403));
    expect(
      refused.filter((row) => row.action.includes('/api/integration/v1/learners')).length,
    ).toBeGreaterThanOrEqual(2);

    const both = `Bearer ${await keyWith('Voll', ['learners:write', 'pages:write', 'reasons:write'])}`;
    await linkAll(learner, both);
    expect(
      (await put({ email: learner.email, reasons: ['alcohol'], pages: { news: false } }, both)).statusCode,
    ).toBe(200);
    expect((await state(learner.email)).json()).toMatchObject({ reasons: ['alcohol'] });
  });

  it('names the scopes in the OpenAPI document', () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    const learners = spec.paths['/api/integration/v1/learners']!;
    expect(learners.put!.description).toMatch(/learners:write.*pages:write.*reasons:write/);
    expect(learners.get!.description).toMatch(/learners:read.*reasons:read/);
  });

  it('validates the body', async () => {
    expect((await put({ email: 'kein-at' })).statusCode).toBe(400);
    expect((await put({ email: 'x@example.org', pages: { admin: true } })).statusCode).toBe(400);
  });
});
