import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../common/domain/api-keys.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { profiles } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { linkFrom } from '../../test/smtp-sink.ts';

// Issue 30: the CRM invites counsellors and assigns them to learners, each with its scope.
let ctx: TestContext;
let key: string;
let narrowKey: string;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  adminCookie = admin.cookie;
  const make = async (name: string, scopes: string[]) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/api-keys',
        headers: { cookie: admin.cookie },
        payload: { name, scopes },
      })
    ).json().key as string;
  key = await make('CRM', [...API_KEY_SCOPES]);
  narrowKey = await make('CRM ohne Beratung', ['learners:write', 'learners:read']);
});
afterAll(() => ctx.close());

const put = (path: string, payload: object, token = key) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/integration/v1/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('CRM: counsellors', () => {
  it('invites a counsellor in their language, who chooses a password and signs in', async () => {
    const email = 'beraterin@example.org';
    const created = await put('counsellors', { email, name: 'Ayşe Yılmaz Demir', language: 'tr' });
    expect(created.statusCode).toBe(201);
    const mail = await ctx.sink.waitFor(email);
    expect(mail.subject).toBe('MPU Hazırlık danışman erişiminiz');
    const token = new URL(linkFrom(mail, '/reset-password')).searchParams.get('token')!;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Beratung-Herbst-2026' },
    });
    const cookie = await ctx.login(email, 'Beratung-Herbst-2026');
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ role: 'counsellor', pages: [], reasons: [] });

    const again = await put('counsellors', { email, name: 'Ayşe Demir' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: created.json().id, created: false });
    const users = (await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: adminCookie } })).json()
      .users as { email: string; name: string | null }[];
    expect(users.find((u) => u.email === email)?.name).toBe('Ayşe Demir');
  });

  it('assigns a counsellor to a learner by address, and null takes it away', async () => {
    await put('counsellors', { email: 'berater@example.org', name: 'Jan Berg' });
    const [counsellor] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'berater@example.org'));
    const learner = await put('learners', { email: 'lerner@example.org', counsellor: 'Berater@example.org' });
    expect(learner.statusCode).toBe(201);
    const row = async () =>
      (await ctx.db.select().from(profiles).where(eq(profiles.email, 'lerner@example.org')))[0]!;
    expect((await row()).counsellorId).toBe(counsellor!.id);
    expect((await put('learners', { email: 'lerner@example.org', counsellor: null })).statusCode).toBe(200);
    expect((await row()).counsellorId).toBeNull();
  });

  it('refuses an unknown counsellor before it invites anyone, and a learner as a counsellor', async () => {
    const unknown = await put('learners', { email: 'neu@example.org', counsellor: 'niemand@example.org' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.message).toMatch(/PUT \/counsellors/);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.email, 'neu@example.org'))).toEqual([]);
    await put('learners', { email: 'lernende2@example.org' });
    expect(
      (await put('learners', { email: 'x@example.org', counsellor: 'lernende2@example.org' })).statusCode,
    ).toBe(409);
    expect((await put('counsellors', { email: 'lernende2@example.org', name: 'Lea' })).statusCode).toBe(409);
    // A counsellor is not a learner: the CRM cannot give them pages or read them as one.
    expect(
      (await put('learners', { email: 'beraterin@example.org', pages: { news: true } })).statusCode,
    ).toBe(409);
    const read = await ctx.app.inject({
      url: '/api/integration/v1/learners?email=beraterin@example.org',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(read.statusCode).toBe(404);
  });

  it('needs the scope counsellors:write, named in the OpenAPI document', async () => {
    expect((await put('counsellors', { email: 'b2@example.org', name: 'B' }, narrowKey)).statusCode).toBe(
      403,
    );
    const assign = await put('learners', { email: 'l3@example.org', counsellor: null }, narrowKey);
    expect(assign.statusCode).toBe(403);
    expect(assign.json().error.message).toMatch(/counsellors:write/);
    expect((await put('counsellors', { email: 'b2@example.org', name: '' })).statusCode).toBe(400);
    const spec = (await ctx.app.inject({ url: '/api/integration/v1/openapi.json' })).json();
    const operation = spec.paths['/api/integration/v1/counsellors'].put;
    expect(operation.description).toMatch(/`counsellors:write`/);
    expect(spec.paths['/api/integration/v1/learners'].put.description).toMatch(/`counsellors:write`/);
  });

  it('records every counsellor change in the audit log', async () => {
    const actions = (await ctx.db.select().from(auditLog)).map((e) => `${e.action} ${e.status}`);
    expect(actions).toContain('PUT /api/integration/v1/counsellors 201');
    expect(actions).toContain('PUT /api/integration/v1/counsellors 403');
    expect(actions).toContain('PUT /api/integration/v1/learners 409');
  });
});
