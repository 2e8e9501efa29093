import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userDetails, userMedical, userOnboarding } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { linkFrom } from '../../test/smtp-sink.ts';

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['createUser']>>;
let anna: User;
let ben: User;

beforeAll(async () => {
  ctx = await createTestContext();
  anna = await ctx.createUser();
  ben = await ctx.createUser();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('settings without a session', () => {
  it.each([
    ['GET', '/api/settings'],
    ['PUT', '/api/settings/details'],
    ['PATCH', '/api/settings/onboarding'],
    ['POST', '/api/settings/email'],
    ['PUT', '/api/settings/password'],
    ['POST', '/api/settings/export'],
    ['POST', '/api/settings/delete-account'],
    ['PUT', '/api/me/reasons'],
  ] as const)('%s %s → 401', async (method, url) => {
    expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });
});

describe('personal data and onboarding', () => {
  it('creates blank rows when they are missing', async () => {
    await ctx.db.delete(userDetails).where(eq(userDetails.userId, anna.id));
    await ctx.db.delete(userOnboarding).where(eq(userOnboarding.userId, anna.id));
    const response = await call('GET', '/api/settings', anna.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.email).toBe(anna.email);
    expect(body.details).toMatchObject({ firstName: '', middleName: null, lastName: '' });
    expect(body.details.birthDate).toBe(new Date().toISOString().slice(0, 10));
    expect(body.onboarding).toEqual({
      city: '',
      livingSituation: null,
      relationshipStatus: null,
      childrenCount: 0,
      hasSiblings: false,
      siblingsInfo: '',
      parentsInfo: '',
      occupation: '',
      education: null,
      highestDegree: null,
      hobbies: [],
    });
  });

  it('saves personal data for the signed-in user only', async () => {
    const details = { firstName: ' Anna ', middleName: '', lastName: 'Muster', birthDate: '1985-04-12' };
    const response = await call('PUT', '/api/settings/details', anna.cookie, details);
    expect(response.statusCode).toBe(200);
    expect(response.json().details).toEqual({
      firstName: 'Anna',
      middleName: null,
      lastName: 'Muster',
      birthDate: '1985-04-12',
    });
    const benDetails = (await call('GET', '/api/settings', ben.cookie)).json().details;
    expect(benDetails.firstName).toBe('');
  });

  it('rejects an impossible birth date', async () => {
    const response = await call('PUT', '/api/settings/details', anna.cookie, {
      firstName: 'A',
      middleName: null,
      lastName: 'M',
      birthDate: '1985-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
  });

  it('saves one section at a time; hobbies trimmed and unique; siblings info only with siblings', async () => {
    let response = await call('PATCH', '/api/settings/onboarding', anna.cookie, {
      city: 'Köln',
      livingSituation: 'partner',
      relationshipStatus: 'married',
      childrenCount: 2,
      hasSiblings: true,
      siblingsInfo: 'Ein Bruder',
      parentsInfo: 'Leben in Bonn',
    });
    expect(response.statusCode).toBe(200);
    response = await call('PATCH', '/api/settings/onboarding', anna.cookie, {
      education: 'realschule',
      highestDegree: 'abitur',
      occupation: 'Pflegekraft',
    });
    response = await call('PATCH', '/api/settings/onboarding', anna.cookie, {
      hobbies: [' Lesen', 'lesen', '  ', 'Schwimmen'],
    });
    expect(response.json().onboarding).toEqual({
      city: 'Köln',
      livingSituation: 'partner',
      relationshipStatus: 'married',
      childrenCount: 2,
      hasSiblings: true,
      siblingsInfo: 'Ein Bruder',
      parentsInfo: 'Leben in Bonn',
      occupation: 'Pflegekraft',
      education: 'realschule',
      highestDegree: 'abitur',
      hobbies: ['Lesen', 'Schwimmen'],
    });
    response = await call('PATCH', '/api/settings/onboarding', anna.cookie, { hasSiblings: false });
    expect(response.json().onboarding).toMatchObject({ hasSiblings: false, siblingsInfo: '' });
    const [benRow] = await ctx.db.select().from(userOnboarding).where(eq(userOnboarding.userId, ben.id));
    expect(benRow?.city).toBe('');
  });

  it.each([[{ childrenCount: -1 }], [{ childrenCount: 'zwei' }], [{ livingSituation: 'castle' }], [{}]])(
    'rejects %j',
    async (patch) => {
      const response = await call('PATCH', '/api/settings/onboarding', anna.cookie, patch);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('MPU reasons from the header', () => {
  it('saves any set of reasons, including none, for the user only', async () => {
    let response = await call('PUT', '/api/me/reasons', anna.cookie, { reasons: ['points', 'drugs'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mpuReasons: ['drugs', 'points'], mpuReason: 'drugs' });
    response = await call('PUT', '/api/me/reasons', anna.cookie, { reasons: [] });
    expect(response.json()).toMatchObject({ mpuReasons: [], mpuReason: null, reasons: [] });
    const [benProfile] = await ctx.db.select().from(profiles).where(eq(profiles.id, ben.id));
    expect(benProfile?.mpuReasons).toEqual(['alcohol']);
  });

  it('rejects unknown reasons', async () => {
    const response = await call('PUT', '/api/me/reasons', anna.cookie, { reasons: ['speeding'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('change e-mail', () => {
  it('needs the current password and a free address', async () => {
    let response = await call('POST', '/api/settings/email', anna.cookie, {
      email: 'neu@example.org',
      currentPassword: 'falsch',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('wrong_password');
    response = await call('POST', '/api/settings/email', anna.cookie, {
      email: ben.email.toUpperCase(),
      currentPassword: anna.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
  });

  it('changes the address only when the link sent to the new one is opened', async () => {
    const newEmail = `anna-neu-${Date.now()}@example.org`;
    const response = await call('POST', '/api/settings/email', anna.cookie, {
      email: newEmail,
      currentPassword: anna.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pendingEmail: newEmail });
    expect((await call('GET', '/api/settings', anna.cookie)).json().email).toBe(anna.email);

    const mail = await ctx.sink.waitFor(newEmail);
    expect(mail.subject).toBe('Neue E-Mail-Adresse bestätigen');
    const token = new URL(linkFrom(mail, '/auth/callback')).searchParams.get('token');
    const verify = await call('POST', '/api/auth/verify-email', undefined, { token: token! });
    expect(verify.json()).toEqual({ purpose: 'change_email' });
    expect((await call('GET', '/api/settings', anna.cookie)).json().email).toBe(newEmail);
    anna.email = newEmail;
  });
});

describe('change password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const other = await ctx.login(anna.email, anna.password);
    let response = await call('PUT', '/api/settings/password', anna.cookie, {
      currentPassword: 'falsch',
      password: 'neues-geheimnis',
    });
    expect(response.statusCode).toBe(403);
    response = await call('PUT', '/api/settings/password', anna.cookie, {
      currentPassword: anna.password,
      password: '12345',
    });
    expect(response.statusCode).toBe(400);
    response = await call('PUT', '/api/settings/password', anna.cookie, {
      currentPassword: anna.password,
      password: 'neues-geheimnis',
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/me', anna.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
    anna.password = 'neues-geheimnis';
    await ctx.login(anna.email, anna.password);
  });
});

describe('export and deletion', () => {
  it('asks for the current password before the export (issue 26): a session cookie alone gets nothing', async () => {
    const learner = await ctx.createUser();
    const get = await ctx.app.inject({ url: '/api/settings/export', headers: { cookie: learner.cookie } });
    expect(get.statusCode).toBe(404);
    const bare = await call('POST', '/api/settings/export', learner.cookie, {});
    expect(bare.statusCode).toBe(400);
    const wrong = await call('POST', '/api/settings/export', learner.cookie, {
      currentPassword: 'geraten-1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('wrong_password');
    expect(wrong.body).not.toContain(learner.email);
    const right = await ctx.exportData(learner);
    expect(right.statusCode).toBe(200);
    expect(right.json().profiles[0].email).toBe(learner.email);
  });

  it('exports everything stored about the user, health data included, and nothing secret', async () => {
    await ctx.db
      .update(userMedical)
      .set({ diagnoses: ['Diagnose A'], medications: ['Medikament B'] })
      .where(eq(userMedical.userId, anna.id));
    const response = await ctx.exportData(anna);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="meine-daten-/);
    const data = response.json();
    expect(data.profiles[0].id).toBe(anna.id);
    expect(data.user_medical[0]).toMatchObject({ diagnoses: ['Diagnose A'], medications: ['Medikament B'] });
    expect(data.user_onboarding[0].hobbies).toEqual(['Lesen', 'Schwimmen']);
    expect(data.user_details[0].lastName).toBe('Muster');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(ben.id);
    expect(response.body).not.toMatch(/scrypt|password_?hash|token_?hash/i);
  });

  it('deletes the account after the password is confirmed and ends its sessions', async () => {
    const wrong = await call('POST', '/api/settings/delete-account', anna.cookie, { currentPassword: 'x' });
    expect(wrong.statusCode).toBe(403);
    const response = await call('POST', '/api/settings/delete-account', anna.cookie, {
      currentPassword: anna.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'mpu_session')?.value).toBe('');
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, anna.id))).toEqual([]);
    expect(await ctx.db.select().from(userMedical).where(eq(userMedical.userId, anna.id))).toEqual([]);
    expect((await call('GET', '/api/me', anna.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', ben.cookie)).statusCode).toBe(200);
  });

  it('keeps the last administrator', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const response = await call('POST', '/api/settings/delete-account', admin.cookie, {
      currentPassword: admin.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('last_admin');
  });
});
