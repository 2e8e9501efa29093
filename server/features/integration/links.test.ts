import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '../../../common/domain/api-keys.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { crmLinks } from '../../db/schema/integration.ts';
import { profiles, userPermissions } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let adminCookie: string;
/** Two consultancies' keys with every scope (so nothing but the link can refuse them). */
const keys: Record<'a' | 'b', { id: string; auth: string }> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = (await ctx.createUser({ role: 'admin' })).cookie;
  for (const name of ['a', 'b'] as const) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { cookie: adminCookie },
      payload: { name: `Beratung ${name.toUpperCase()}`, scopes: [...API_KEY_SCOPES] },
    });
    keys[name] = { id: created.json().item.id, auth: `Bearer ${created.json().key}` };
  }
});
afterAll(() => ctx.close());

const put = (auth: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/integration/v1/learners',
    headers: { authorization: auth },
    payload,
  });
const get = (auth: string, email: string) =>
  ctx.app.inject({
    url: `/api/integration/v1/learners?email=${encodeURIComponent(email)}`,
    headers: { authorization: auth },
  });
const ask = (auth: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/integration/v1/learners/link-request',
    headers: { authorization: auth },
    payload: { email },
  });
const links = (cookie: string) => ctx.app.inject({ url: '/api/settings/crm-links', headers: { cookie } });
const agree = (cookie: string, keyId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/settings/crm-links/${keyId}/agree`, headers: { cookie } });
const withdraw = (cookie: string, keyId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/settings/crm-links/${keyId}`, headers: { cookie } });

async function stored(userId: string) {
  const [profile] = await ctx.db
    .select({ reasons: profiles.mpuReasons })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const denied = await ctx.db
    .select({ page: userPermissions.page })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.allowed, false)));
  return { reasons: profile!.reasons, denied: denied.map((row) => row.page).sort() };
}

const everythingOff = {
  reasons: ['criminal'],
  pages: { courses: false, videos: false, lexicon: false, news: false, 'exam-trainer': false },
};

describe('a CRM key changes only learners linked to it (issue 26, defect 4)', () => {
  it('refuses to rewrite a self-registered learner: 403, audited with the learner, nothing changed', async () => {
    const learner = await ctx.createUser({ reason: 'drugs' });
    const before = await stored(learner.id);
    const refused = await put(keys.a.auth, { email: learner.email, ...everythingOff });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/nicht zugestimmt/);
    expect(await stored(learner.id)).toEqual(before);
    // Reading the learner's reasons and pages is refused as well.
    const read = await get(keys.a.auth, learner.email);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('drugs');

    const audited = await ctx.db
      .select({ status: auditLog.status, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.target, learner.id));
    expect(audited).toEqual([
      { status: 403, actor: 'API-Schlüssel Beratung A' },
      { status: 403, actor: 'API-Schlüssel Beratung A' },
    ]);
    // The learner sees the request, not yet agreed.
    expect((await links(learner.cookie)).json().items).toEqual([
      expect.objectContaining({ keyId: keys.a.id, name: 'Beratung A', via: 'consent', agreedAt: null }),
    ]);
  });

  it("refuses another consultancy's learner; the inviting key keeps changing them", async () => {
    const email = `eingeladen-${Date.now()}@example.org`;
    expect((await put(keys.a.auth, { email, reasons: ['alcohol'] })).statusCode).toBe(201);
    const [row] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    const before = await stored(row!.id);
    expect((await put(keys.b.auth, { email, ...everythingOff })).statusCode).toBe(403);
    expect((await get(keys.b.auth, email)).statusCode).toBe(403);
    expect(await stored(row!.id)).toEqual(before);

    expect((await put(keys.a.auth, { email, reasons: ['points'], pages: { news: false } })).statusCode).toBe(
      200,
    );
    const after = await stored(row!.id);
    expect(after.reasons).toEqual(['points']);
    expect(after.denied).toEqual([...new Set([...before.denied, 'news'])].sort());
    expect((await get(keys.a.auth, email)).json().reasons).toEqual(['points']);
  });

  it('lets the learner agree to a link and withdraw it again; an invitation link stays', async () => {
    const learner = await ctx.createUser({ reason: 'drugs' });
    expect((await put(keys.b.auth, { email: learner.email })).statusCode).toBe(403);
    const agreed = await agree(learner.cookie, keys.b.id);
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().items[0]).toMatchObject({ keyId: keys.b.id, via: 'consent' });
    expect(agreed.json().items[0].agreedAt).not.toBeNull();

    expect((await put(keys.b.auth, { email: learner.email, reasons: ['alcohol'] })).statusCode).toBe(200);
    expect((await stored(learner.id)).reasons).toEqual(['alcohol']);
    expect((await get(keys.b.auth, learner.email)).statusCode).toBe(200);

    const withdrawn = (await withdraw(learner.cookie, keys.b.id)).json().items;
    expect(withdrawn).toEqual([expect.objectContaining({ keyId: keys.b.id, agreedAt: null })]);
    expect(withdrawn[0].declinedAt).not.toBeNull();
    expect((await put(keys.b.auth, { email: learner.email, reasons: ['points'] })).statusCode).toBe(403);
    expect((await stored(learner.id)).reasons).toEqual(['alcohol']);

    // Nobody agrees for someone else, and an invitation's link is not the learner's to withdraw.
    const other = await ctx.createUser();
    expect((await agree(other.cookie, keys.b.id)).statusCode).toBe(404);
    const email = `eingeladen-b-${Date.now()}@example.org`;
    const invited = await put(keys.b.auth, { email });
    expect(invited.statusCode).toBe(201);
    const [link] = await ctx.db.select().from(crmLinks).where(eq(crmLinks.userId, invited.json().id));
    expect(link).toMatchObject({ via: 'invited', apiKeyId: keys.b.id });
    expect(link!.agreedAt).not.toBeNull();
  });

  it('asks nothing on a read: a GET of an unlinked learner leaves no request (issue 26)', async () => {
    const learner = await ctx.createUser();
    const read = await get(keys.a.auth, learner.email);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toMatch(/nicht mit ihm verknüpft/);
    expect((await links(learner.cookie)).json().items).toEqual([]);
    expect(await ctx.db.select().from(crmLinks).where(eq(crmLinks.userId, learner.id))).toEqual([]);
    // Asking is a write of its own, with a learner scope: the learner then sees the request.
    expect((await ask(keys.a.auth, learner.email)).json()).toEqual({ state: 'open' });
    expect((await ask(keys.a.auth, learner.email)).json()).toEqual({ state: 'open' });
    expect((await links(learner.cookie)).json().items).toEqual([
      expect.objectContaining({ keyId: keys.a.id, agreedAt: null, declinedAt: null }),
    ]);
    expect((await ask(keys.a.auth, 'niemand-hier@example.org')).statusCode).toBe(404);
    const spare = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { cookie: adminCookie },
      payload: { name: 'Nur Beratende', scopes: ['counsellors:write'] },
    });
    expect((await ask(`Bearer ${spare.json().key}`, learner.email)).statusCode).toBe(403);
  });

  it('remembers a declined request: the key is not asked again, the learner may still agree', async () => {
    const learner = await ctx.createUser({ reason: 'drugs' });
    expect((await put(keys.a.auth, { email: learner.email })).statusCode).toBe(403);
    const declined = await withdraw(learner.cookie, keys.a.id);
    expect(declined.statusCode).toBe(200);
    const [row] = declined.json().items;
    expect(row).toMatchObject({ keyId: keys.a.id, via: 'consent', agreedAt: null });
    expect(row.declinedAt).not.toBeNull();

    // The key asks again, writing and reading: refused, and the learner's list stays as it was.
    for (let i = 0; i < 3; i++) {
      const again = await put(keys.a.auth, { email: learner.email, ...everythingOff });
      expect(again.statusCode).toBe(403);
      expect(again.json().error.message).toMatch(/abgelehnt/);
    }
    expect((await get(keys.a.auth, learner.email)).json().error.message).toMatch(/abgelehnt/);
    expect((await ask(keys.a.auth, learner.email)).json()).toEqual({ state: 'declined' });
    expect((await links(learner.cookie)).json().items).toEqual([row]);
    expect((await stored(learner.id)).reasons).toEqual(['drugs']);

    // Changing their mind is the learner's: they agree in settings, and the key may write.
    const agreed = await agree(learner.cookie, keys.a.id);
    expect(agreed.json().items[0]).toMatchObject({ declinedAt: null });
    expect((await put(keys.a.auth, { email: learner.email, reasons: ['alcohol'] })).statusCode).toBe(200);
    expect((await stored(learner.id)).reasons).toEqual(['alcohol']);
  });

  it('keeps one request per key and learner, and deleting a key deletes its links', async () => {
    const learner = await ctx.createUser();
    for (let i = 0; i < 3; i++) await put(keys.a.auth, { email: learner.email });
    expect((await links(learner.cookie)).json().items).toHaveLength(1);
    const spare = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { cookie: adminCookie },
      payload: { name: 'Beratung Alt', scopes: ['learners:write'] },
    });
    await put(`Bearer ${spare.json().key}`, { email: learner.email });
    expect((await links(learner.cookie)).json().items).toHaveLength(2);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-keys/${spare.json().item.id}`,
      headers: { cookie: adminCookie },
    });
    expect((await links(learner.cookie)).json().items).toHaveLength(1);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(crmLinks)
      .where(eq(crmLinks.userId, learner.id));
    expect(count!.n).toBe(1);
  });
});
