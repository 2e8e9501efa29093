import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['createUser']>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const list = (cookie: string) => ctx.app.inject({ url: '/api/admin/users', headers: { cookie } });
const patch = (cookie: string, id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: { cookie }, payload });

describe('admin user management', () => {
  it('is for admins only', async () => {
    const learner = await ctx.createUser();
    expect((await ctx.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await list(learner.cookie)).statusCode).toBe(403);
    expect((await patch(learner.cookie, learner.id, { role: 'admin' })).statusCode).toBe(403);
  });

  it('lists every profile, newest first, with its permission rows', async () => {
    const newest = await ctx.createUser({ deny: ['news'] });
    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const users = response.json().users as {
      id: string;
      createdAt: string;
      permissions: Record<string, boolean>;
    }[];
    expect(users[0]?.id).toBe(newest.id);
    const times = users.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(users[0]?.permissions.news).toBe(false);
    expect(JSON.stringify(users)).not.toMatch(/password|hash/i);
  });

  it('changes role, reasons (mpu_reason follows the first) and page permissions', async () => {
    const user = await ctx.createUser({ reason: 'alcohol' });
    const response = await patch(admin.cookie, user.id, {
      role: 'admin',
      mpuReasons: ['points', 'criminal'],
      permissions: { courses: false, news: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'admin',
      mpuReasons: ['points', 'criminal'],
      mpuReason: 'points',
      permissions: { courses: false, news: true },
    });
    const cleared = await patch(admin.cookie, user.id, { mpuReasons: [] });
    expect(cleared.json()).toMatchObject({ mpuReasons: [], mpuReason: null });
  });

  it('takes effect for the user at once', async () => {
    const user = await ctx.createUser();
    await patch(admin.cookie, user.id, { permissions: { lexicon: false } });
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().pages).not.toContain('lexicon');
  });

  it('validates input and answers 404 for an unknown user', async () => {
    const user = await ctx.createUser();
    expect((await patch(admin.cookie, user.id, { role: 'superuser' })).statusCode).toBe(400);
    expect((await patch(admin.cookie, user.id, { mpuReasons: ['wein'] })).statusCode).toBe(400);
    expect((await patch(admin.cookie, user.id, {})).statusCode).toBe(400);
    expect(
      (await patch(admin.cookie, '00000000-0000-4000-8000-000000000000', { role: 'user' })).statusCode,
    ).toBe(404);
    expect((await patch(admin.cookie, 'kein-uuid', { role: 'user' })).statusCode).toBe(400);
  });

  it('never removes the last administrator, and an admin cannot demote themselves', async () => {
    expect((await patch(admin.cookie, admin.id, { role: 'user' })).statusCode).toBe(403);
    const solo = await createTestContext();
    try {
      const a = await solo.createUser({ role: 'admin' });
      const b = await solo.createUser({ role: 'admin' });
      const demote = (actor: { cookie: string }, target: { id: string }) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${target.id}`,
          headers: { cookie: actor.cookie },
          payload: { role: 'user' },
        });
      // Both at once: one wins, the other is refused, and an administrator remains.
      const codes = (await Promise.all([demote(a, b), demote(b, a)])).map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const remaining = (
        await Promise.all(
          [a, b].map((u) => solo.app.inject({ url: '/api/me', headers: { cookie: u.cookie } })),
        )
      ).map((r) => r.json().role);
      expect(remaining.filter((role) => role === 'admin')).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});
