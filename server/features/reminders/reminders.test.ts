import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGermany } from '../../../common/domain/dates.ts';
import { germanWeekdayAndHour } from '../../../common/domain/reminders.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { unsubscribeToken } from './token.ts';

const DAY = 86_400_000;
// Eight days ahead: a learner made now has not studied for a week (the 'week without study' topic).
let at = Date.now() + 8 * DAY;
const clock = { now: () => new Date(at) };
let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['createUser']>>;
let admin: User;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object, lang = 'de') =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const choice = (over: object = {}) => ({
  email: true,
  days: ALL_DAYS,
  from: 0,
  until: 24,
  topics: { dueReviews: true, planStep: true, inactiveWeek: true },
  ...over,
});
const optIn = async (user: User, over: object = {}, lang = 'de') => {
  const saved = await call('PUT', '/api/reminders', user.cookie, choice(over), lang);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
};
const mailsTo = async (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const runAsAdmin = () => call('POST', '/api/admin/reminders/run', admin.cookie);

describe('the learner’s choice', () => {
  it('is off by default, saved for the learner only, and checked with German messages', async () => {
    const learner = await ctx.createUser();
    const other = await ctx.createUser();
    expect((await call('GET', '/api/reminders', learner.cookie)).json()).toEqual({
      email: false,
      days: ALL_DAYS,
      from: 17,
      until: 20,
      topics: { dueReviews: true, planStep: true, inactiveWeek: true },
      pausedUntil: null,
    });
    expect(await optIn(learner, { days: [1, 3], from: 8, until: 10 })).toMatchObject({
      days: [1, 3],
      from: 8,
    });
    expect((await call('GET', '/api/reminders', other.cookie)).json().email).toBe(false);
    for (const bad of [{ from: 20, until: 18 }, { days: [] }, { days: [8] }, { from: -1 }, { email: 'ja' }]) {
      const refused = await call('PUT', '/api/reminders', learner.cookie, choice(bad));
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().error.message).toMatch(/[a-zäöü]/);
    }
    expect((await call('GET', '/api/reminders')).statusCode).toBe(401);
  });
});

describe('the reminder run', () => {
  it('mails only learners who opted in, inside their hours unless an admin runs it', async () => {
    const inside = await ctx.createUser();
    const outside = await ctx.createUser();
    const never = await ctx.createUser();
    const { weekday, hour } = germanWeekdayAndHour(clock.now());
    await optIn(inside, { days: [weekday], from: hour, until: hour + 1 });
    await optIn(outside, { days: ALL_DAYS.filter((d) => d !== weekday) });
    await call('PUT', '/api/reminders', never.cookie, choice({ email: false }));
    expect(await ctx.app.services.scheduler.tick('reminders')).toBe(true);
    expect(await mailsTo(inside.email)).toHaveLength(1);
    expect(await mailsTo(outside.email)).toHaveLength(0);
    const run = await runAsAdmin();
    expect(run.statusCode).toBe(200);
    expect(await mailsTo(outside.email)).toHaveLength(1);
    expect(await mailsTo(never.email)).toHaveLength(0);
    expect(await mailsTo(inside.email)).toHaveLength(1); // one a day
  });

  it('sends at most one mail a day, and the next day again', async () => {
    const learner = await ctx.createUser();
    await optIn(learner);
    await Promise.all([runAsAdmin(), runAsAdmin(), ctx.app.services.scheduler.tick('reminders')]);
    expect(await mailsTo(learner.email)).toHaveLength(1);
    at += DAY;
    await runAsAdmin();
    expect(await mailsTo(learner.email)).toHaveLength(2);
  });

  it('writes in the learner’s language, links what is due, and names no reason or health detail', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const today = todayInGermany(clock.now());
    const plan = {
      ...{ mpuDate: null, withdrawnOn: null, banEnd: null, abstinenceStart: addDays(today, -200) },
      ...{ proofPlan: 'urine', proofDates: [addDays(today, 3)] },
    };
    expect((await call('PUT', '/api/plan', learner.cookie, plan)).statusCode).toBe(200);
    await optIn(learner, {}, 'tr');
    await runAsAdmin();
    const [queued] = await mailsTo(learner.email);
    expect(queued!.subject).toBe('Bugünkü çalışma hatırlatmanız');
    expect(queued!.text).toContain(`${ctx.env.appUrl}/dashboard/plan`);
    expect(queued!.text).toContain(`${ctx.env.appUrl}/dashboard\n`); // a week without study
    const preview = `${queued!.subject} ${queued!.text.split('\n').slice(0, 3).join(' ')}`;
    expect(preview).not.toMatch(/alkohol|alcohol|abstinen|urin|drog|promille|mpu/i);
    expect(queued!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // Through the outbox and SMTP, with the RFC 8058 headers.
    await ctx.app.services.mailer.flush();
    const mail = await ctx.sink.waitFor(learner.email);
    expect(mail.listUnsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=.+>$/,
    );
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(mail.listUnsubscribe!.slice(1, -1)); // the same link in the text
  });

  it('leaves out learners without consent or a confirmed address', async () => {
    const noConsent = await ctx.createUser();
    const unconfirmed = await ctx.createUser();
    await optIn(noConsent);
    await optIn(unconfirmed);
    await ctx.db.update(profiles).set({ consentVersion: null }).where(eq(profiles.id, noConsent.id));
    await ctx.db.update(profiles).set({ emailVerifiedAt: null }).where(eq(profiles.id, unconfirmed.id));
    await runAsAdmin();
    expect(await mailsTo(noConsent.email)).toHaveLength(0);
    expect(await mailsTo(unconfirmed.email)).toHaveLength(0);
  });
});

describe('one-click unsubscribe', () => {
  it('turns reminders off without sign-in, and keeps 7 days quiet even after a new opt-in', async () => {
    const learner = await ctx.createUser();
    await optIn(learner);
    await runAsAdmin();
    const link = ((await mailsTo(learner.email))[0]!.headers as Record<string, string>)['List-Unsubscribe']!;
    const url = new URL(link.slice(1, -1));
    // Opening the link only asks (mail scanners open links); the button or the mail program posts.
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('method="post"');
    expect((await call('GET', '/api/reminders', learner.cookie)).json().email).toBe(true);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    const today = todayInGermany(clock.now());
    expect((await call('GET', '/api/reminders', learner.cookie)).json()).toMatchObject({
      email: false,
      pausedUntil: addDays(today, 7),
    });
    await optIn(learner);
    for (let day = 1; day < 7; day++) {
      at += DAY;
      await runAsAdmin();
    }
    expect(await mailsTo(learner.email)).toHaveLength(1);
    at += DAY; // the seventh day after the unsubscribe
    await runAsAdmin();
    expect(await mailsTo(learner.email)).toHaveLength(2);
  });

  it('refuses a forged or garbled token', async () => {
    const learner = await ctx.createUser();
    await optIn(learner);
    const forged = `${learner.id}.${'A'.repeat(43)}`;
    const valid = unsubscribeToken(ctx.env.sessionSecret, learner.id);
    for (const token of [forged, 'x'.repeat(30), `${valid}.x`]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/reminders/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
    }
    for (const url of ['/api/reminders/unsubscribe', '/api/reminders/unsubscribe?token=abc']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('Dieser Link ist ungültig.');
    }
    expect((await call('GET', '/api/reminders', learner.cookie)).json().email).toBe(true);
  });
});

describe('the admin run', () => {
  it('is for administrators only and in the audit log', async () => {
    const learner = await ctx.createUser();
    expect((await call('POST', '/api/admin/reminders/run', learner.cookie)).statusCode).toBe(403);
    const run = await runAsAdmin();
    expect(run.json()).toEqual({ checked: expect.any(Number), sent: expect.any(Number) });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'POST /api/admin/reminders/run'));
    expect(entries.filter((e) => e.actorId === admin.id && e.status === 200).length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.actorId === learner.id).map((e) => e.status)).toEqual([403]);
  });
});
