import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(user: { email: string; password: string }, userAgent: string, ip: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return `mpu_session=${response.cookies.find((c) => c.name === 'mpu_session')!.value}`;
}
const list = (cookie: string) => ctx.app.inject({ url: '/api/settings/sessions', headers: { cookie } });
const me = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/me', headers: { cookie } })).statusCode;

describe('the session list in settings (issue 26, defect 9)', () => {
  it('shows every signed-in browser with device, network and dates, and marks this one', async () => {
    const user = await ctx.createUser();
    const laptop = await signIn(user, FIREFOX, '203.0.113.57');
    await signIn(user, IPHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    const response = await list(laptop);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { device: string; network: string; current: boolean }[];
    // createUser's own sign-in, the laptop and the phone.
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current)).toEqual([
      expect.objectContaining({ device: 'Firefox · Linux', network: '203.0.113.0/24' }),
    ]);
    expect(items).toContainEqual(
      expect.objectContaining({ device: 'Safari · iOS', network: '2001:db8:85a3::/48', current: false }),
    );
    // Neither the full address nor the stored session id leaves the server.
    expect(response.body).not.toContain('203.0.113.57');
    expect(response.body).not.toContain(laptop.split('=')[1]);
  });

  it('signs out one other browser, then all others; never this one by mistake', async () => {
    const user = await ctx.createUser();
    const laptop = await signIn(user, FIREFOX, '203.0.113.5');
    const phone = await signIn(user, IPHONE, '198.51.100.9');
    const items = (await list(laptop)).json().items as { id: string; device: string; current: boolean }[];
    const phoneItem = items.find((item) => item.device === 'Safari · iOS')!;
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/settings/sessions/${phoneItem.id}`,
      headers: { cookie: laptop },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().items).toHaveLength(2);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);

    const current = items.find((item) => item.current)!;
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/settings/sessions/${current.id}`,
      headers: { cookie: laptop },
    });
    expect(self.statusCode).toBe(409);

    const everywhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings/sessions/end-others',
      headers: { cookie: laptop },
    });
    expect(everywhere.json().items).toEqual([expect.objectContaining({ current: true })]);
    expect(await me(user.cookie)).toBe(401);
    expect(await me(laptop)).toBe(200);
  });

  it("cannot end someone else's session", async () => {
    const owner = await ctx.createUser();
    const stranger = await ctx.createUser();
    const [item] = (await list(owner.cookie)).json().items as { id: string }[];
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/settings/sessions/${item!.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(await me(owner.cookie)).toBe(200);
    expect((await list(stranger.cookie)).json().items).toHaveLength(1);
  });
});
