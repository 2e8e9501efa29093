import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_REGISTRATION_DEFAULTS } from '../../../common/domain/pages.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import {
  profiles,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
} from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { linkFrom } from '../../test/smtp-sink.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

describe('registration', () => {
  const email = 'anna.neu@example.org';

  it('creates the account with all its rows and mails a confirmation link', async () => {
    const response = await post('/api/auth/register', {
      email: ' Anna.Neu@Example.org ',
      password: 'geheim-1234',
      reason: 'drugs',
      firstName: 'Anna',
      consent: true,
    });
    expect(response.statusCode).toBe(201);

    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      role: 'user',
      mpuReason: 'drugs',
      mpuReasons: ['drugs'],
      emailVerifiedAt: null,
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(profile?.consentAt).toBeInstanceOf(Date);
    const permissions = await ctx.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, profile!.id));
    expect(Object.fromEntries(permissions.map((p) => [p.page, p.allowed]))).toEqual(
      SELF_REGISTRATION_DEFAULTS,
    );
    const [details] = await ctx.db.select().from(userDetails).where(eq(userDetails.userId, profile!.id));
    expect(details?.firstName).toBe('Anna');
    expect(details?.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await ctx.db.select().from(userOnboarding).where(eq(userOnboarding.userId, profile!.id)),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(userMedical).where(eq(userMedical.userId, profile!.id))).toHaveLength(
      1,
    );

    const mail = await ctx.sink.waitFor(email);
    // The mail goes to an unconfirmed address: it names neither the MPU reason nor the typed name.
    expect(mail.text).not.toMatch(/Drogen|Anna/);
    expect(mail.text).toContain('Guten Tag,');
    expect(linkFrom(mail, '/auth/callback')).toMatch(/^http:\/\/localhost:3000\/auth\/callback\?token=/);
  });

  it('refuses a registration without explicit consent to the privacy notice', async () => {
    const response = await post('/api/auth/register', {
      email: 'ohne.einwilligung@example.org',
      password: 'geheim-1234',
      reason: 'alcohol',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'consent_required' } });
    const rows = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'ohne.einwilligung@example.org'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    const response = await post('/api/auth/register', {
      email: 'ANNA.NEU@example.org',
      password: 'geheim-1234',
      reason: 'alcohol',
      consent: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'email_taken' } });
  });

  it('does not sign in an unconfirmed account', async () => {
    const response = await post('/api/auth/login', { email, password: 'geheim-1234' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('email_not_confirmed');
    expect(response.cookies).toHaveLength(0);
  });

  it('confirms the address through the mailed link, once', async () => {
    const token = tokenOf(linkFrom(await ctx.sink.waitFor(email), '/auth/callback'));
    const first = await post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ purpose: 'verify_email' });
    const again = await post('/api/auth/verify-email', { token });
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('then signs in and out', async () => {
    const cookie = await ctx.login(email, 'geheim-1234');
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      role: 'user',
      reasons: ['drugs'],
      pages: ['courses', 'videos', 'lexicon', 'news', 'leistungstest'],
    });

    const logout = await post('/api/auth/logout', {}, { cookie });
    expect(logout.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a wrong password with the same message as an unknown address', async () => {
    const wrong = await post('/api/auth/login', { email, password: 'falsch!' });
    const unknown = await post('/api/auth/login', { email: 'niemand@example.org', password: 'falsch!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('validates input and names the fields', async () => {
    const short = await post('/api/auth/register', {
      email: 'x@example.org',
      password: '12345',
      reason: 'alcohol',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'validation', fields: ['password'] });
    const noReason = await post('/api/auth/register', { email: 'x@example.org', password: 'lang-genug-7' });
    expect(noReason.json().error.fields).toEqual(['reason']);
    const criminal = await post('/api/auth/register', {
      email: 'x@example.org',
      password: 'lang-genug-7',
      reason: 'criminal',
    });
    expect(criminal.statusCode).toBe(400);
    const badMail = await post('/api/auth/register', {
      email: 'kein-at',
      password: 'lang-genug-7',
      reason: 'alcohol',
    });
    expect(badMail.json().error.fields).toEqual(['email']);
  });
});

describe('password reset', () => {
  it('mails a one-time link that sets a new password and ends every session', async () => {
    const user = await ctx.createUser();
    const forgot = await post('/api/auth/forgot-password', { email: user.email, language: 'de' });
    expect(forgot.statusCode).toBe(200);
    const mail = await ctx.sink.waitFor(user.email, (m) => m.subject === 'Passwort zurücksetzen');
    const token = tokenOf(linkFrom(mail, '/reset-password'));

    const reset = await post('/api/auth/reset-password', { token, password: 'ganz-neu-1' });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    await ctx.login(user.email, 'ganz-neu-1');
    expect(
      (await post('/api/auth/reset-password', { token, password: 'noch-neuer' })).json().error.code,
    ).toBe('token_invalid');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'unbekannt@example.org' });
    expect(response.statusCode).toBe(200);
    await ctx.app.services.mailer.flush();
    expect(ctx.sink.mails.some((m) => m.to === 'unbekannt@example.org')).toBe(false);
  });

  it('mails in the language the user reads', async () => {
    const user = await ctx.createUser();
    await post('/api/auth/forgot-password', { email: user.email, language: 'tr' });
    const mail = await ctx.sink.waitFor(user.email);
    expect(mail.subject).toBe('Şifrenizi sıfırlayın');
  });
});

describe('abuse protection', () => {
  it('limits sign-in attempts per address', async () => {
    const user = await ctx.createUser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await post('/api/auth/login', { email: user.email, password: 'falsch!' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const correct = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(correct.json().error.code).toBe('rate_limited');
  });

  it('counts only wrong e-mail link tokens per client, so many confirmations from one office pass', async () => {
    const office = '198.51.100.20';
    const verify = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
        remoteAddress: office,
      });
    const wrong = async (n: number) => {
      const codes: number[] = [];
      for (let i = 0; i < n; i++) codes.push((await verify(`falsch-${i}-${'x'.repeat(40)}`)).statusCode);
      return codes;
    };
    const email = 'buero.teilnehmer@example.org';
    await post('/api/auth/register', { email, password: 'geheim-1234', reason: 'alcohol', consent: true });
    const token = tokenOf(linkFrom(await ctx.sink.waitFor(email), '/auth/callback'));

    expect((await wrong(29)).every((c) => c === 400)).toBe(true);
    expect((await verify(token)).statusCode).toBe(200);
    expect(await wrong(2)).toEqual([400, 429]);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const user = await ctx.createUser();
    const response = await post(
      '/api/auth/logout',
      {},
      { cookie: user.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const user = await ctx.createUser();
    const response = await post('/api/auth/login', { email: user.email, password: user.password });
    const cookie = response.cookies.find((c) => c.name === 'mpu_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});

describe('signups switched off', () => {
  it('answers signups_disabled', async () => {
    const closed = await createTestContext({ env: { SIGNUPS_ENABLED: 'false' } });
    try {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'zu@example.org', password: 'lang-genug-7', reason: 'alcohol' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('signups_disabled');
    } finally {
      await closed.close();
    }
  });
});
