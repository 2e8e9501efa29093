import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import type { InterviewSession } from '../../../common/schemas/interview.ts';
import { DEFAULT_AI_LIMITS } from '../../integrations/ai/limits.ts';
import { type FakeModel, startFakeModel } from '../../test/fake-model.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { remoteInterviewModel } from './remote.ts';

// The interviewer with a configured model (issue 25, decision 050): opt-in, offline judgement first,
// the model only rewords, and every failure or limit keeps the offline words.
type Ctx = TestContext;
const headers = (cookie: string) => ({ cookie });

const modelAt = (fake: FakeModel, interviewMs: number) =>
  remoteInterviewModel({
    baseUrl: fake.url,
    apiKey: 'test',
    model: 'fake',
    limits: { ...DEFAULT_AI_LIMITS, interviewMs },
  });

async function call(ctx: Ctx, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api/trainer${url}`, headers: headers(cookie), payload });
}

async function learnerWithCase(ctx: Ctx) {
  const learner = await ctx.createUser({ reason: 'alcohol' });
  const offence = {
    id: '00000000-0000-4000-8000-000000000001',
    reason: 'alcohol',
    date: '2025-03-14',
    description: 'Kontrolle nach einer Feier',
    bac: 1.9,
    substances: '',
    points: null,
    drinks: [],
    drinkingHours: null,
  };
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/case',
    headers: headers(learner.cookie),
    payload: { ...emptyWorkbook(), offences: [offence] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return learner;
}

async function startSession(ctx: Ctx, cookie: string) {
  const response = await call(ctx, cookie, 'POST', '/sessions', {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InterviewSession;
}

async function say(ctx: Ctx, cookie: string, id: string, text: string) {
  const response = await call(ctx, cookie, 'POST', `/sessions/${id}/answers`, { text });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InterviewSession;
}

describe('interview practice with a configured model', () => {
  let fake: FakeModel;
  let ctx: Ctx;
  /** The same app with a tight limit (1 s; 8 s by default), for the cases past it. */
  let tight: Ctx;
  beforeAll(async () => {
    fake = await startFakeModel({ slowMs: 8000 });
    // Generous here, so that a busy test machine does not turn the model's answers into fallbacks.
    ctx = await createTestContext({ interviewModel: modelAt(fake, 20_000) });
    tight = await createTestContext({ interviewModel: modelAt(fake, 1000) });
  });
  afterAll(async () => {
    await ctx.close();
    await tight.close();
    await fake.close();
  });

  it('sends nothing to the model until the learner opts in on the page', async () => {
    const learner = await learnerWithCase(ctx);
    const state = (await call(ctx, learner.cookie, 'GET', '/state')).json();
    expect(state).toMatchObject({ engine: 'remote', aiConsent: false });
    const session = await startSession(ctx, learner.cookie);
    const before = fake.requests.length;
    const next = await say(
      ctx,
      learner.cookie,
      session.id,
      'Ich war auf einer Feier und bin danach gefahren.',
    );
    expect(fake.requests.length).toBe(before);
    expect(next.turns.at(-1)!.engine).toBe('offline');
    const report = (await call(ctx, learner.cookie, 'POST', `/sessions/${session.id}/finish`)).json();
    expect(report.report.engine).toBe('offline');
    expect(fake.requests.length).toBe(before);
    expect((await call(ctx, learner.cookie, 'PUT', '/ai-consent', { aiConsent: 'ja' })).statusCode).toBe(400);
  });

  it('after the opt-in rewords the offline question and report, never their judgement', async () => {
    const learner = await learnerWithCase(ctx);
    const twin = await learnerWithCase(ctx);
    const on = await call(ctx, learner.cookie, 'PUT', '/ai-consent', { aiConsent: true });
    expect(on.json()).toMatchObject({ aiConsent: true });
    const caseData = await ctx.app.inject({ url: '/api/case', headers: headers(learner.cookie) });
    expect(caseData.json().workbook.aiConsent).toBe(true);

    const answers = [
      'Ich war auf einer Feier und bin danach gefahren.',
      'Ich hatte an dem Abend acht Bier über vier Stunden.',
    ];
    const [session, offline] = [
      await startSession(ctx, learner.cookie),
      await startSession(ctx, twin.cookie),
    ];
    let withModel = session;
    let without = offline;
    for (const text of answers) {
      withModel = await say(ctx, learner.cookie, session.id, text);
      without = await say(ctx, twin.cookie, offline.id, text);
      const [mine, theirs] = [withModel.turns.at(-1)!, without.turns.at(-1)!];
      // The same decision (kind and topic) as the offline engine, only in other words.
      expect({ kind: mine.kind, topic: mine.topic }).toEqual({ kind: theirs.kind, topic: theirs.topic });
      if (theirs.kind === 'question' || theirs.kind === 'follow-up') {
        expect(mine).toMatchObject({ engine: 'remote', text: `Modell: ${theirs.text}` });
      }
    }
    const sent = fake.requests.at(-1)!.messages.at(-1)!.content;
    expect(sent).toContain('Kontrolle nach einer Feier');
    expect(sent).toContain('acht Bier');

    const [a, b] = [
      (await call(ctx, learner.cookie, 'POST', `/sessions/${session.id}/finish`)).json().report,
      (await call(ctx, twin.cookie, 'POST', `/sessions/${offline.id}/finish`)).json().report,
    ];
    expect(a.engine).toBe('remote');
    for (const [i, topic] of a.topics.entries()) {
      const same = b.topics[i];
      expect(topic.score).toBe(same.score);
      expect(topic.reasons.map((r: { quote: string | null }) => r.quote)).toEqual(
        same.reasons.map((r: { quote: string | null }) => r.quote),
      );
      expect(topic.missing).toEqual(same.missing.map((m: string) => `Modell: ${m}`));
    }
  });

  it('keeps the offline ‰ check: a contradiction is asked in its own words, not the model’s', async () => {
    const learner = await learnerWithCase(ctx);
    await call(ctx, learner.cookie, 'PUT', '/ai-consent', { aiConsent: true });
    const session = await startSession(ctx, learner.cookie);
    const next = await say(
      ctx,
      learner.cookie,
      session.id,
      'Gemessen wurden bei mir 1,1 Promille, mehr nicht.',
    );
    expect(next.turns.at(-1)).toMatchObject({ kind: 'contradiction', engine: 'offline' });
    expect(next.turns.at(-1)!.text).not.toContain('Modell:');
  });

  it('answers with the offline engine within the limit when the model hangs, is slow or fails', async () => {
    const learner = await learnerWithCase(tight);
    await call(tight, learner.cookie, 'PUT', '/ai-consent', { aiConsent: true });
    const session = await startSession(tight, learner.cookie);
    for (const marker of ['hang', 'slow', 'error']) {
      const started = Date.now();
      const next = await say(tight, learner.cookie, session.id, `Ich habe mich verändert [${marker}].`);
      // Limit 1 s here (8 s by default); the retry after an error fits in the same deadline.
      expect(Date.now() - started, marker).toBeLessThan(6000);
      expect(next.turns.at(-1)!.engine, marker).toBe('offline');
    }
    expect(await fake.settled(8000)).toBe(true);
  }, 30_000);
});

describe('a learner who goes away during a model request', () => {
  it('aborts the upstream request and still stores the offline next question', async () => {
    const fake = await startFakeModel({ behaviour: 'hang' });
    const ctx = await createTestContext({ interviewModel: modelAt(fake, 600_000) });
    onTestFinished(async () => {
      await ctx.close();
      await fake.close();
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const learner = await learnerWithCase(ctx);
    await call(ctx, learner.cookie, 'PUT', '/ai-consent', { aiConsent: true });
    const session = await startSession(ctx, learner.cookie);
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/trainer/sessions/${session.id}/answers`,
      headers: {
        cookie: learner.cookie,
        'content-type': 'application/json',
        origin: `http://127.0.0.1:${port}`,
      },
    });
    client.on('error', () => {});
    client.end(JSON.stringify({ text: 'Ich war auf einer Feier und bin danach gefahren.' }));
    await vi.waitFor(() => expect(fake.requests.length).toBe(1), 10_000);
    client.destroy();
    await vi.waitFor(() => expect(fake.aborted).toBe(1), 10_000);
    await vi.waitFor(async () => {
      const stored = (await call(ctx, learner.cookie, 'GET', `/sessions/${session.id}`)).json();
      expect(stored.turns.map((t: { role: string }) => t.role)).toEqual([
        'interviewer',
        'learner',
        'interviewer',
      ]);
      expect(stored.turns.at(-1).engine).toBe('offline');
    }, 10_000);
  });
});
