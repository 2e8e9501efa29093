import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '../../../common/domain/api-keys.ts';
import { apiKeys } from '../../db/schema/integration.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext['createUser']>>;
beforeAll(async () => {
  ctx = await createTestContext({
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    env: { CRM_NAME: 'Pipedrive' },
  });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/api-keys${url}`, headers: cookie ? { cookie } : {}, payload });

describe('API keys (admin)', () => {
  it('are for admins only, on every route', async () => {
    const learner = await ctx.createUser();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['POST', `/${id}/rotate`],
      ['PATCH', `/${id}`],
      ['DELETE', `/${id}`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? {} : undefined))
          .statusCode,
      ).toBe(401);
      expect(
        (await call(method, url, learner.cookie, method === 'POST' || method === 'PATCH' ? {} : undefined))
          .statusCode,
      ).toBe(403);
    }
  });

  it('creates a key on the server, returns it once, and stores only its hash', async () => {
    const response = await call('POST', '', admin.cookie, {
      name: 'CRM Produktion',
      expiresOn: '2026-12-31',
    });
    expect(response.statusCode).toBe(201);
    const { item, key } = response.json();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(item).toMatchObject({
      name: 'CRM Produktion',
      expiresOn: '2026-12-31',
      isActive: true,
      keyLength: 35,
      scopes: ['learners:write', 'learners:read'],
    });
    const rows = await ctx.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key);

    const list = (await call('GET', '', admin.cookie)).json();
    expect(list.serviceName).toBe('Pipedrive');
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await call('GET', `/${item.id}/secret`, admin.cookie)).statusCode).toBe(404);
  });

  it('rotates a key: a new one shown once, the old one stops working', async () => {
    const { item, key } = (
      await call('POST', '', admin.cookie, { name: 'Rotation', scopes: ['learners:read'] })
    ).json();
    const rotated = await call('POST', `/${item.id}/rotate`, admin.cookie);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.key).toMatch(API_KEY_PATTERN);
    expect(next.key).not.toBe(key);
    expect(next.item).toMatchObject({ id: item.id, name: 'Rotation', scopes: ['learners:read'] });
    const read = (k: string) =>
      ctx.app.inject({
        url: '/api/integration/v1/learners?email=x@example.org',
        headers: { authorization: `Bearer ${k}` },
      });
    expect((await read(key)).statusCode).toBe(401);
    expect((await read(next.key)).statusCode).toBe(404);
    expect(
      (await call('POST', '/00000000-0000-4000-8000-000000000000/rotate', admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('lists newest first, toggles status and deletes', async () => {
    const first = (await call('POST', '', admin.cookie, { name: 'Alt' })).json().item;
    const second = (await call('POST', '', admin.cookie, { name: 'Neu', isActive: false })).json().item;
    const names = (await call('GET', '', admin.cookie)).json().keys.map((k: { name: string }) => k.name);
    expect(names.indexOf('Neu')).toBeLessThan(names.indexOf('Alt'));
    expect(second.isActive).toBe(false);
    expect((await call('PATCH', `/${second.id}`, admin.cookie, { isActive: true })).json().isActive).toBe(
      true,
    );
    expect((await call('DELETE', `/${first.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/${first.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('needs a name, a unique one, and no expiry before today', async () => {
    expect((await call('POST', '', admin.cookie, { name: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '', admin.cookie, { name: 'Ohne', scopes: [] })).statusCode).toBe(400);
    expect((await call('POST', '', admin.cookie, { name: 'Falsch', scopes: ['all'] })).statusCode).toBe(400);
    await call('POST', '', admin.cookie, { name: 'Einmalig' });
    expect((await call('POST', '', admin.cookie, { name: 'einmalig' })).statusCode).toBe(409);
    expect(
      (await call('POST', '', admin.cookie, { name: 'Gestern', expiresOn: '2026-11-21' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '', admin.cookie, { name: 'Heute', expiresOn: '2026-11-22' })).statusCode,
    ).toBe(201);
  });

  it('refuses an expiry that is no calendar date (30 February) instead of rolling it into March', async () => {
    const response = await call('POST', '', admin.cookie, { name: 'Februar', expiresOn: '2030-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(['expiresOn']);
  });
});
