import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/auth.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Issue 28: "Zugang anfragen" on a locked page. The admins hear of it (bell list and mail), the
// learner sees the state, a repeated request sends nothing, one click opens the page; audited.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<TestContext['createUser']>>;
const ask = (user: User, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/access-requests', headers: { cookie: user.cookie }, payload });
const own = async (user: User) =>
  (await ctx.app.inject({ url: '/api/access-requests', headers: { cookie: user.cookie } })).json().requests;
const pending = (admin: User) =>
  ctx.app.inject({ url: '/api/admin/access-requests', headers: { cookie: admin.cookie } });
const decide = (admin: User, id: string, decision: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/access-requests/${id}/decision`,
    headers: { cookie: admin.cookie },
    payload: { decision },
  });
const mailsTo = (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('Zugang anfragen', () => {
  it('a learner asks once; the admins are told by the bell list and one mail each; granting opens the page', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const learner = await ctx.createUser({ deny: ['news', 'exam-trainer'] });
    expect((await ctx.app.inject({ url: '/api/news', headers: { cookie: learner.cookie } })).statusCode).toBe(
      403,
    );
    expect(await own(learner)).toEqual([]);

    const first = await ask(learner, { page: 'news' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().requests).toMatchObject([{ page: 'news', state: 'pending', decidedAt: null }]);
    // Again (a double click, a second tab): nothing new, no second mail.
    const again = await ask(learner, { page: 'news' });
    expect(again.statusCode).toBe(200);
    expect(again.json().requests).toHaveLength(1);

    const mails = await mailsTo(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Zugangsanfrage für „Neuigkeiten“');
    expect(mails[0]!.text).toContain(learner.email);
    expect(mails[0]!.text).toContain('http://localhost:3000/dashboard/admin');

    const list = await pending(admin);
    expect(list.statusCode).toBe(200);
    const mine = list.json().requests.filter((r: { user: { id: string } }) => r.user.id === learner.id);
    expect(mine).toMatchObject([{ page: 'news', user: { email: learner.email } }]);

    const granted = await decide(admin, mine[0].id, 'granted');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ id: mine[0].id, state: 'granted' });
    expect((await ctx.app.inject({ url: '/api/news', headers: { cookie: learner.cookie } })).statusCode).toBe(
      200,
    );
    expect(await own(learner)).toMatchObject([
      { page: 'news', state: 'granted', decidedAt: expect.any(String) },
    ]);
    // Decided is decided: a second click (another admin) is a conflict with a German message.
    const twice = await decide(admin, mine[0].id, 'declined');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Über diese Anfrage wurde schon entschieden.');
    // An open page cannot be asked for.
    const open = await ask(learner, { page: 'news' });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe('Dieser Bereich ist für Sie schon freigeschaltet.');

    // Both sides are in the audit log, named by the learner's id.
    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: { cookie: admin.cookie } });
    const entries = audit.json().items as { action: string; target: string | null; actor: string }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'POST /api/access-requests',
          target: learner.id,
          actor: learner.email,
        }),
        expect.objectContaining({
          action: 'POST /api/admin/access-requests/:id/decision',
          target: learner.id,
          actor: admin.email,
        }),
      ]),
    );
  });

  it('a declined request stays declined: the learner sees it, and asking again sends nothing', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const learner = await ctx.createUser({ deny: ['book-session'] });
    await ask(learner, { page: 'book-session' });
    const { requests } = (await pending(admin)).json();
    const request = requests.find((r: { user: { id: string } }) => r.user.id === learner.id);
    expect((await decide(admin, request.id, 'declined')).statusCode).toBe(200);
    expect(await own(learner)).toMatchObject([{ page: 'book-session', state: 'declined' }]);
    const before = (await mailsTo(admin.email)).length;
    expect((await ask(learner, { page: 'book-session' })).statusCode).toBe(200);
    expect(await mailsTo(admin.email)).toHaveLength(before);
    expect(await own(learner)).toMatchObject([{ state: 'declined' }]);
  });

  it('a page locked again after a grant can be asked for again', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const learner = await ctx.createUser({ deny: ['lexicon'] });
    await ask(learner, { page: 'lexicon' });
    const request = (await pending(admin))
      .json()
      .requests.find((r: { user: { id: string } }) => r.user.id === learner.id);
    await decide(admin, request.id, 'granted');
    await ctx.setPermission(learner.id, 'lexicon', false);
    const renewed = await ask(learner, { page: 'lexicon' });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().requests).toMatchObject([{ page: 'lexicon', state: 'pending' }]);
  });

  it('checks input, role and ownership on the server', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const learner = await ctx.createUser({ deny: ['news'] });
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    for (const payload of [{}, { page: 'kasse' }, { page: 'news', extra: 1 }, { page: 'x'.repeat(10_000) }]) {
      const bad = await ask(learner, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.message).toMatch(/Eingabe|Angabe|ungültig/);
    }
    // Counsellors use no learner pages; learners cannot list or decide requests.
    expect((await ask(counsellor, { page: 'news' })).statusCode).toBe(403);
    expect((await pending(learner)).statusCode).toBe(403);
    await ask(learner, { page: 'news' });
    const request = (await pending(admin))
      .json()
      .requests.find((r: { user: { id: string } }) => r.user.id === learner.id);
    const self = await decide(learner, request.id, 'granted');
    expect(self.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/news', headers: { cookie: learner.cookie } })).statusCode).toBe(
      403,
    );
    expect((await decide(admin, request.id, 'maybe')).statusCode).toBe(400);
    expect((await decide(admin, '00000000-0000-4000-8000-000000000000', 'granted')).statusCode).toBe(404);
    expect((await decide(admin, 'nicht-eine-id', 'granted')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: { page: 'news' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
