import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Issue 30: sharing is the learner's choice, kind by kind, a consent record each, withdrawn at once.
type User = Awaited<ReturnType<TestContext['createUser']>>;
let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestContext({ interviewModel: null });
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });
const share = (learner: User, kind: string, shared: boolean) =>
  call(learner.cookie, 'PUT', `/api/counselling/shares/${kind}`, { shared });
const material = (counsellor: User, learner: User) =>
  call(counsellor.cookie, 'GET', `/api/counsellor/learners/${learner.id}/material`);

async function pair() {
  const counsellor = await ctx.createUser({ role: 'counsellor' });
  const learner = await ctx.createUser();
  await call(admin.cookie, 'PATCH' as 'PUT', `/api/admin/users/${learner.id}`, {
    counsellorId: counsellor.id,
  });
  return { counsellor, learner };
}

describe('sharing with the counsellor', () => {
  it('needs a counsellor, and shows the learner who it is', async () => {
    const alone = await ctx.createUser();
    expect((await call(alone.cookie, 'GET', '/api/counselling')).json()).toEqual({
      counsellor: null,
      shared: [],
      records: [],
    });
    expect((await share(alone, 'case', true)).statusCode).toBe(409);
    const { counsellor, learner } = await pair();
    expect((await call(learner.cookie, 'GET', '/api/counselling')).json().counsellor).toEqual({
      name: counsellor.email,
      email: counsellor.email,
    });
  });

  it('shows the case only while it is shared, and keeps the record of both moments', async () => {
    const { counsellor, learner } = await pair();
    const workbook = {
      ...emptyWorkbook(),
      past: { ...emptyWorkbook().past, amounts: 'Nach der Feier gefahren.' },
    };
    expect((await call(learner.cookie, 'PUT', '/api/case', workbook)).statusCode).toBe(200);
    expect((await material(counsellor, learner)).json()).toMatchObject({
      shared: [],
      case: null,
      plan: null,
    });

    const on = await share(learner, 'case', true);
    expect(on.json().shared).toEqual(['case']);
    const shown = (await material(counsellor, learner)).json();
    expect(shown.case.workbook.past.amounts).toBe('Nach der Feier gefahren.');
    expect(shown.reports).toBeNull();

    await share(learner, 'case', false);
    expect((await material(counsellor, learner)).json().case).toBeNull();
    const { records } = (await call(learner.cookie, 'GET', '/api/counselling')).json();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'case', counsellor: counsellor.email });
    expect(records[0].withdrawnAt >= records[0].sharedAt).toBe(true);
    // Twice on is one record; a new share is a new record.
    await share(learner, 'case', true);
    await share(learner, 'case', true);
    expect((await call(learner.cookie, 'GET', '/api/counselling')).json().records).toHaveLength(2);
  });

  it('ends every share with the counsellor before when the learner gets a new one', async () => {
    const { counsellor, learner } = await pair();
    await share(learner, 'plan', true);
    expect((await material(counsellor, learner)).json().plan).not.toBeNull();
    const next = await ctx.createUser({ role: 'counsellor' });
    await call(admin.cookie, 'PATCH' as 'PUT', `/api/admin/users/${learner.id}`, { counsellorId: next.id });
    expect((await material(next, learner)).json()).toMatchObject({ shared: [], plan: null });
    expect((await material(counsellor, learner)).statusCode).toBe(404);
  });

  it('shares reports with scores and quotes, and each answer only with the transcript too', async () => {
    const { counsellor, learner } = await pair();
    const session = (await call(learner.cookie, 'POST', '/api/trainer/sessions', {})).json();
    await call(learner.cookie, 'POST', `/api/trainer/sessions/${session.id}/answers`, {
      text: 'Ich habe an dem Abend viel zu viel getrunken und bin trotzdem gefahren.',
    });
    await call(learner.cookie, 'POST', `/api/trainer/sessions/${session.id}/finish`);
    await share(learner, 'transcripts', true);
    expect((await material(counsellor, learner)).json()).toMatchObject({ shared: [], reports: null });
    await share(learner, 'reports', true);
    const reports = (await material(counsellor, learner)).json().reports;
    expect(reports).toHaveLength(1);
    expect(reports[0].topics.length).toBeGreaterThan(0);
    expect(reports[0].answers[0].text).toContain('viel zu viel getrunken');
    await share(learner, 'transcripts', false);
    const scoresOnly = (await material(counsellor, learner)).json().reports;
    expect(scoresOnly[0].topics.length).toBeGreaterThan(0);
    expect(scoresOnly[0]).not.toHaveProperty('answers');
  });

  it('keeps one feedback thread per learner that both sides read and answer', async () => {
    const { counsellor, learner } = await pair();
    const stranger = await ctx.createUser({ role: 'counsellor' });
    const url = `/api/counsellor/learners/${learner.id}/messages`;
    expect((await call(stranger.cookie, 'POST', url, { body: 'Hallo' })).statusCode).toBe(404);
    await share(learner, 'case', true);
    const sent = await call(counsellor.cookie, 'POST', url, { body: '  Gut beschrieben!  ', topic: 'case' });
    expect(sent.statusCode).toBe(200);
    const mine = (await call(learner.cookie, 'GET', '/api/counselling/messages')).json();
    expect(mine.unread).toBe(1);
    expect(mine.messages[0]).toMatchObject({ fromCounsellor: true, topic: 'case', body: 'Gut beschrieben!' });
    await call(learner.cookie, 'POST', '/api/counselling/messages', { body: 'Danke, ich ergänze es.' });
    expect((await call(learner.cookie, 'POST', '/api/counselling/messages/read')).json().unread).toBe(0);
    const theirs = (await call(counsellor.cookie, 'GET', url)).json();
    expect(theirs.messages.map((m: { body: string }) => m.body)).toEqual([
      'Gut beschrieben!',
      'Danke, ich ergänze es.',
    ]);
    expect(theirs.unread).toBe(1);
    expect((await call(learner.cookie, 'POST', '/api/counselling/messages', { body: ' ' })).statusCode).toBe(
      400,
    );
    const tooLong = 'x'.repeat(2001);
    expect((await call(counsellor.cookie, 'POST', url, { body: tooLong })).statusCode).toBe(400);
  });

  it('shows a new counsellor only the thread written with them', async () => {
    const { counsellor: before, learner } = await pair();
    const thread = (c: User) => call(c.cookie, 'GET', `/api/counsellor/learners/${learner.id}/messages`);
    const write = (c: User, body: string) =>
      call(c.cookie, 'POST', `/api/counsellor/learners/${learner.id}/messages`, { body });
    const bodies = (response: { json(): { messages: { body: string }[] } }) =>
      response.json().messages.map((m) => m.body);
    await write(before, 'Wie ging es mit dem Trinktagebuch?');
    await call(learner.cookie, 'POST', '/api/counselling/messages', { body: 'Ich habe es abgebrochen.' });

    const next = await ctx.createUser({ role: 'counsellor' });
    await call(admin.cookie, 'PATCH' as 'PUT', `/api/admin/users/${learner.id}`, { counsellorId: next.id });
    expect((await thread(before)).statusCode).toBe(404);
    expect((await thread(next)).json()).toEqual({ messages: [], unread: 0 });
    await write(next, 'Willkommen, ich bin Ihre neue Beraterin.');
    await call(learner.cookie, 'POST', '/api/counselling/messages', { body: 'Schön, danke.' });
    expect(bodies(await thread(next))).toEqual(['Willkommen, ich bin Ihre neue Beraterin.', 'Schön, danke.']);
    // Marking read touches only the thread with the reader.
    expect(
      (await call(next.cookie, 'POST', `/api/counsellor/learners/${learner.id}/messages/read`)).json(),
    ).toMatchObject({ unread: 0 });
    // The learner keeps the whole history, with both counsellors.
    expect(bodies(await call(learner.cookie, 'GET', '/api/counselling/messages'))).toEqual([
      'Wie ging es mit dem Trinktagebuch?',
      'Ich habe es abgebrochen.',
      'Willkommen, ich bin Ihre neue Beraterin.',
      'Schön, danke.',
    ]);
    // Back with the first counsellor: their own thread, still unread on their side, nothing of the other.
    await call(admin.cookie, 'PATCH' as 'PUT', `/api/admin/users/${learner.id}`, { counsellorId: before.id });
    const again = (await thread(before)).json();
    expect(again.messages.map((m: { body: string }) => m.body)).toEqual([
      'Wie ging es mit dem Trinktagebuch?',
      'Ich habe es abgebrochen.',
    ]);
    expect(again.unread).toBe(1);
  });

  it('accepts a comment on a report only for a report the learner shares now', async () => {
    const { counsellor, learner } = await pair();
    const other = await pair();
    const finished = async (who: User) => {
      const session = (await call(who.cookie, 'POST', '/api/trainer/sessions', {})).json();
      await call(who.cookie, 'POST', `/api/trainer/sessions/${session.id}/answers`, {
        text: 'Ich bin nach der Feier mit zu viel Alkohol gefahren, das war falsch.',
      });
      await call(who.cookie, 'POST', `/api/trainer/sessions/${session.id}/finish`);
      return session.id as string;
    };
    const own = await finished(learner);
    const foreign = await finished(other.learner);
    const url = `/api/counsellor/learners/${learner.id}/messages`;
    const comment = (reportId?: string, topic = 'report') =>
      call(counsellor.cookie, 'POST', url, { body: 'Zum Bericht', topic, reportId });
    // Not shared yet: neither the report nor the case can be commented on.
    expect((await comment(own)).statusCode).toBe(404);
    expect((await comment(undefined, 'case')).statusCode).toBe(404);
    await share(learner, 'reports', true);
    const missing = await comment();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/\p{L}/u);
    expect((await comment(foreign)).statusCode).toBe(404);
    expect((await comment('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const posted = await comment(own);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().messages.at(-1)).toMatchObject({ topic: 'report', reportId: own });
    // The learner answers on their own reports only.
    const answer = (reportId: string) =>
      call(learner.cookie, 'POST', '/api/counselling/messages', { body: 'Ja', topic: 'report', reportId });
    expect((await answer(foreign)).statusCode).toBe(404);
    expect((await answer(own)).statusCode).toBe(200);
    expect((await call(counsellor.cookie, 'GET', url)).json().messages).toHaveLength(2);
  });

  it('pauses a Leistungstest share while the learner’s page is locked', async () => {
    const { counsellor, learner } = await pair();
    await ctx.setPermission(learner.id, 'leistungstest', true);
    await share(learner, 'leistungstest', true);
    expect((await material(counsellor, learner)).json()).toMatchObject({
      shared: ['leistungstest'],
      leistungstest: [],
    });
    await ctx.setPermission(learner.id, 'leistungstest', false);
    expect((await material(counsellor, learner)).json()).toMatchObject({ shared: [], leistungstest: null });
    const summary = await call(counsellor.cookie, 'GET', `/api/counsellor/learners/${learner.id}`);
    expect(summary.json().shared).toEqual([]);
    // The record stays open (the learner did not withdraw it) and counts again with the page.
    const { records } = (await call(learner.cookie, 'GET', '/api/counselling')).json();
    expect(records[0]).toMatchObject({ kind: 'leistungstest', withdrawnAt: null });
    await ctx.setPermission(learner.id, 'leistungstest', true);
    expect((await material(counsellor, learner)).json().shared).toEqual(['leistungstest']);
  });

  it('puts every consent record and message into the learner’s data export', async () => {
    const { learner, counsellor } = await pair();
    await share(learner, 'case', true);
    await call(counsellor.cookie, 'POST', `/api/counsellor/learners/${learner.id}/messages`, {
      body: 'Hallo',
    });
    const exported = await ctx.exportData(learner);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('counsellor_shares');
    expect(exported.body).toMatch(/"kind": ?"case"/);
    expect(exported.body).toContain('Hallo');
  });
});
