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
