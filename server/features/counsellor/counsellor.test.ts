import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Issue 30: a counsellor sees the learners assigned to them, each with progress figures, the MPU
// reason and date, and nothing of the case or the interviews without a share.
let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['createUser']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const assign = (learnerId: string, counsellorId: string | null) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${learnerId}`,
    headers: { cookie: admin.cookie },
    payload: { counsellorId },
  });
const get = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });

describe('the counsellor sees only their assigned learners', () => {
  it('lists an assigned learner with progress figures and no case, and 404s everyone else', async () => {
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    const other = await ctx.createUser({ role: 'counsellor' });
    const mine = await ctx.createUser({ reason: 'drugs' });
    const notMine = await ctx.createUser();
    const unassigned = await ctx.createUser();
    expect((await assign(mine.id, counsellor.id)).statusCode).toBe(200);
    expect((await assign(notMine.id, other.id)).statusCode).toBe(200);

    const list = await get(counsellor.cookie, '/api/counsellor/learners');
    expect(list.statusCode).toBe(200);
    const learners = list.json().learners as { id: string }[];
    expect(learners.map((l) => l.id)).toEqual([mine.id]);
    expect(learners[0]).toMatchObject({
      email: mine.email,
      reasons: ['drugs'],
      reasonsHidden: false,
      mpuDate: null,
      progress: { readiness: 0, quiz: 0, videos: 0, chapters: 0, interviews: 0 },
    });
    expect(Object.keys(learners[0]!).sort()).toEqual(
      [
        'email',
        'id',
        'lastActivity',
        'mpuDate',
        'name',
        'progress',
        'reasons',
        'reasonsHidden',
        'shared',
      ].sort(),
    );

    expect((await get(counsellor.cookie, `/api/counsellor/learners/${mine.id}`)).statusCode).toBe(200);
    for (const id of [notMine.id, unassigned.id, other.id, counsellor.id])
      expect((await get(counsellor.cookie, `/api/counsellor/learners/${id}`)).statusCode).toBe(404);
    expect((await get(other.cookie, `/api/counsellor/learners/${mine.id}`)).statusCode).toBe(404);
  });

  it('shows the MPU reason only when the learner agreed to the notice that names counsellors', async () => {
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    const learner = await ctx.createUser({ reason: 'points', consent: false });
    await assign(learner.id, counsellor.id);
    const before = await get(counsellor.cookie, `/api/counsellor/learners/${learner.id}`);
    expect(before.json()).toMatchObject({ reasons: [], reasonsHidden: true });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/consent',
      headers: { cookie: learner.cookie },
      payload: { version: PRIVACY_NOTICE_VERSION },
    });
    const after = await get(counsellor.cookie, `/api/counsellor/learners/${learner.id}`);
    expect(after.json()).toMatchObject({ reasons: ['points'], reasonsHidden: false });
  });

  it('loses a learner at once when the learner is assigned elsewhere or to nobody', async () => {
    const first = await ctx.createUser({ role: 'counsellor' });
    const second = await ctx.createUser({ role: 'counsellor' });
    const learner = await ctx.createUser();
    await assign(learner.id, first.id);
    expect((await get(first.cookie, `/api/counsellor/learners/${learner.id}`)).statusCode).toBe(200);
    await assign(learner.id, second.id);
    expect((await get(first.cookie, `/api/counsellor/learners/${learner.id}`)).statusCode).toBe(404);
    expect((await get(second.cookie, '/api/counsellor/learners')).json().learners).toHaveLength(1);
    await assign(learner.id, null);
    expect((await get(second.cookie, '/api/counsellor/learners')).json().learners).toEqual([]);
  });

  it('lets a counsellor who becomes a learner keep none of their learners', async () => {
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    const learner = await ctx.createUser();
    await assign(learner.id, counsellor.id);
    const demoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${counsellor.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    const users = (await get(admin.cookie, '/api/admin/users')).json().users as {
      id: string;
      counsellorId: string | null;
    }[];
    expect(users.find((u) => u.id === learner.id)?.counsellorId).toBeNull();
  });

  it('refuses to assign anyone but a learner, or to anyone but a counsellor', async () => {
    const counsellor = await ctx.createUser({ role: 'counsellor' });
    const learner = await ctx.createUser();
    const notACounsellor = await ctx.createUser();
    const wrongTarget = await assign(learner.id, notACounsellor.id);
    expect(wrongTarget.statusCode).toBe(409);
    expect(wrongTarget.json().error.message).toMatch(/keine Beraterin/);
    expect((await assign(counsellor.id, counsellor.id)).statusCode).toBe(409);
    expect((await assign(admin.id, counsellor.id)).statusCode).toBe(409);
  });
});

describe('the admin invites counsellors', () => {
  it('creates a counsellor with an invitation mail, renames a known one, and refuses a learner', async () => {
    const invite = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users/counsellors',
        headers: { cookie: admin.cookie },
        payload,
      });
    const created = await invite({ email: 'coach@example.org', name: 'Maria Schulz' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: 'counsellor', name: 'Maria Schulz', emailVerified: false });
    const mail = await ctx.sink.waitFor('coach@example.org');
    expect(mail.subject).toBe('Ihr Zugang als Beraterin oder Berater zur MPU-Vorbereitung');
    expect(mail.text).toContain('/reset-password?token=');
    const renamed = await invite({ email: 'coach@example.org', name: 'Maria Schulz-Berg' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Maria Schulz-Berg');
    const learner = await ctx.createUser();
    expect((await invite({ email: learner.email, name: 'Lea' })).statusCode).toBe(409);
  });
});
