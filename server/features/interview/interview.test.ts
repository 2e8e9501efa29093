import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import type { InterviewSession } from '../../../common/schemas/interview.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertNextStepContent } from './interview-fixtures.ts';
import { remoteInterviewModel } from './remote.ts';

type Ctx = TestContext;
const json = (cookie: string) => ({ cookie });

async function start(ctx: Ctx, cookie: string, payload: object = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/trainer/sessions',
    headers: json(cookie),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InterviewSession;
}
async function answer(ctx: Ctx, cookie: string, id: string, text: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/trainer/sessions/${id}/answers`,
    headers: json(cookie),
    payload: { text },
  });
}
async function saveWorkbook(ctx: Ctx, cookie: string, bac: number, aiConsent = false) {
  const workbook = {
    ...emptyWorkbook(),
    aiConsent,
    offences: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        reason: 'alcohol',
        date: '2025-03-14',
        description: 'Kontrolle nach einer Feier',
        bac,
        substances: '',
        points: null,
        drinks: [],
        drinkingHours: null,
      },
    ],
  };
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/case',
    headers: json(cookie),
    payload: workbook,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('interview practice with the offline engine', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTestContext({ interviewModel: null });
    await insertNextStepContent(ctx);
  });
  afterAll(() => ctx.close());

  it('is for learners with the exam-trainer page; sessions belong to their learner', async () => {
    const locked = await ctx.createUser({ deny: ['exam-trainer'] });
    const learner = await ctx.createUser();
    const other = await ctx.createUser();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/trainer/sessions', payload: {} })).statusCode,
    ).toBe(401);
    for (const url of ['/api/trainer/state', '/api/trainer/reports', '/api/trainer/reports/latest']) {
      expect((await ctx.app.inject({ url, headers: json(locked.cookie) })).statusCode, url).toBe(403);
    }
    const session = await start(ctx, learner.cookie);
    expect(
      (await ctx.app.inject({ url: `/api/trainer/sessions/${session.id}`, headers: json(other.cookie) }))
        .statusCode,
    ).toBe(404);
    expect((await answer(ctx, other.cookie, session.id, 'Hallo')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/trainer/reports/${session.id}`, headers: json(other.cookie) }))
        .statusCode,
    ).toBe(404);
    expect((await answer(ctx, learner.cookie, session.id, '   ')).statusCode).toBe(400);
    expect((await answer(ctx, learner.cookie, session.id, 'x'.repeat(3001))).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/trainer/sessions/kein-uuid', headers: json(learner.cookie) }))
        .statusCode,
    ).toBe(400);
    const state = (await ctx.app.inject({ url: '/api/trainer/state', headers: json(learner.cookie) })).json();
    expect(state).toMatchObject({ engine: 'offline', workbookShared: false, active: { id: session.id } });
  });

  it('opens with the workbook, follows up, and keeps a report with a trend when stopped', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await saveWorkbook(ctx, learner.cookie, 1.9);
    const session = await start(ctx, learner.cookie, { mode: 'spoken' });
    expect(session.turns[0]!.text).toContain('14.03.2025 1,9 Promille');
    const next = (
      await answer(ctx, learner.cookie, session.id, 'Das war eine Ausnahme, ich hatte nur ein paar Bier.')
    ).json() as InterviewSession;
    expect(next.turns.map((t) => t.role)).toEqual(['interviewer', 'learner', 'interviewer']);
    expect(next.turns[2]).toMatchObject({ kind: 'follow-up', engine: 'offline' });

    const finished = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/trainer/sessions/${session.id}/finish`,
        headers: json(learner.cookie),
      })
    ).json() as InterviewSession;
    expect(finished.status).toBe('finished');
    const report = finished.report!;
    expect(report.engine).toBe('offline');
    expect(report.topics.map((t) => t.topic)).toEqual(['past', 'causes', 'change', 'future']);
    expect(report.topics[0]!.reasons.some((r) => r.quote?.includes('ein paar Bier'))).toBe(true);
    expect(report.topics[3]!.nextSteps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'chapter',
          title: 'Zukunft und Rückfallschutz',
          href: expect.stringMatching(/^\/dashboard\/courses\/.+#kapitel-/),
        }),
        {
          kind: 'term',
          title: 'Rückfallprävention',
          href: '/dashboard/lexicon?q=R%C3%BCckfallpr%C3%A4vention',
          lang: 'de',
        },
      ]),
    );
    expect((await answer(ctx, learner.cookie, session.id, 'Noch etwas')).statusCode).toBe(409);

    const latest = (
      await ctx.app.inject({ url: '/api/trainer/reports/latest', headers: json(learner.cookie) })
    ).json();
    expect(latest.report.sessionId).toBe(session.id);
    const second = await start(ctx, learner.cookie);
    await answer(
      ctx,
      learner.cookie,
      second.id,
      'Früher habe ich jedes Wochenende 8 Bier getrunken, seit 10 Jahren, und bin schon öfter so gefahren.',
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/trainer/sessions/${second.id}/finish`,
      headers: json(learner.cookie),
    });
    const trend = (
      await ctx.app.inject({ url: '/api/trainer/reports', headers: json(learner.cookie) })
    ).json();
    expect(trend.reports.map((r: { sessionId: string }) => r.sessionId)).toEqual([session.id, second.id]);
    expect(trend.reports[1].scores.past).toBeGreaterThan(trend.reports[0].scores.past);
  });

  it('says there is no report yet', async () => {
    const learner = await ctx.createUser();
    const response = await ctx.app.inject({
      url: '/api/trainer/reports/latest',
      headers: json(learner.cookie),
    });
    expect(response.json()).toEqual({ report: null });
  });
});

describe('interview practice with an OpenAI-compatible model', () => {
  let server: Server;
  let ctx: Ctx;
  let mode: 'ok' | 'fail' | 'hang' | 'invalid' = 'ok';
  const seen: { system: string; user: string; format: string }[] = [];
  // A request the model leaves hanging: it arrived, and later its connection closed.
  let hangArrived = () => {};
  let hangClosed = () => {};
  /** The model at the fake endpoint, giving up after `timeoutMs`. */
  let modelWith: (timeoutMs: number) => ReturnType<typeof remoteInterviewModel>;

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw) as {
        messages: { content: string }[];
        response_format: { json_schema: { name: string } };
      };
      const format = body.response_format.json_schema.name;
      seen.push({ system: body.messages[0]!.content, user: body.messages[1]!.content, format });
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
        return;
      }
      if (mode === 'hang') {
        res.on('close', () => hangClosed());
        hangArrived();
        return;
      }
      const content =
        mode === 'invalid'
          ? '{"followUp": 42}'
          : format === 'follow_up'
            ? JSON.stringify({ followUp: 'Wie viele Gläser waren es an einem normalen Abend?' })
            : JSON.stringify({
                topics: ['past', 'causes', 'change', 'future'].map((topic) => ({
                  topic,
                  score: topic === 'past' ? 2 : null,
                  reasons: [
                    {
                      text: 'Konkrete Mengen genannt.',
                      quote: topic === 'past' ? 'acht Bier' : 'Das hat die Person nie gesagt',
                    },
                  ],
                  convincing: ['Offenheit'],
                  missing: ['Zeitraum'],
                })),
              });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: fakePort } = server.address() as AddressInfo;
    modelWith = (timeoutMs) =>
      remoteInterviewModel({
        baseUrl: `http://127.0.0.1:${fakePort}/v1`,
        apiKey: 'test',
        model: 'm',
        timeoutMs,
      });
    ctx = await createTestContext({ interviewModel: modelWith(1500) });
  });
  afterAll(async () => {
    await ctx.close();
    server.closeAllConnections(); // a request left hanging when the abort test fails
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the model for follow-ups and ratings, and sends the workbook only with consent', async () => {
    mode = 'ok';
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await saveWorkbook(ctx, learner.cookie, 1.9, false);
    const session = await start(ctx, learner.cookie);
    seen.length = 0;
    const next = (
      await answer(ctx, learner.cookie, session.id, 'Ich hatte acht Bier über den Abend.')
    ).json() as InterviewSession;
    expect(next.turns.at(-1)).toMatchObject({
      kind: 'follow-up',
      engine: 'remote',
      text: 'Wie viele Gläser waren es an einem normalen Abend?',
    });
    expect(seen[0]!.user).toContain('nicht freigegeben');
    expect(seen[0]!.user).not.toContain('Kontrolle nach einer Feier');
    expect(seen[0]!.system).toContain('Erfinden Sie keine Fakten');

    await saveWorkbook(ctx, learner.cookie, 1.9, true);
    expect(
      (await ctx.app.inject({ url: '/api/trainer/state', headers: json(learner.cookie) })).json()
        .workbookShared,
    ).toBe(true);
    const finished = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/trainer/sessions/${session.id}/finish`,
        headers: json(learner.cookie),
      })
    ).json() as InterviewSession;
    expect(seen.at(-1)!.user).toContain('Kontrolle nach einer Feier');
    expect(finished.report!.engine).toBe('remote');
    expect(finished.report!.topics[0]).toMatchObject({ score: 2, reasons: [{ quote: 'acht Bier' }] });
    // A quote the learner never said is dropped.
    expect(finished.report!.topics[1]!.reasons[0]!.quote).toBeNull();
  });

  it('falls back to the offline engine on errors, invalid answers and timeouts, keeping the session', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const session = await start(ctx, learner.cookie);
    for (const failure of ['fail', 'invalid', 'hang'] as const) {
      mode = failure;
      const response = await answer(
        ctx,
        learner.cookie,
        session.id,
        `Ich habe halt ab und zu etwas getrunken (${failure}).`,
      );
      expect(response.statusCode, failure).toBe(200);
      expect((response.json() as InterviewSession).turns.at(-1)!.engine, failure).toBe('offline');
    }
    const stored = (
      await ctx.app.inject({ url: `/api/trainer/sessions/${session.id}`, headers: json(learner.cookie) })
    ).json() as InterviewSession;
    expect(stored.turns.filter((t) => t.role === 'learner')).toHaveLength(3);
    mode = 'fail';
    const finished = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/trainer/sessions/${session.id}/finish`,
        headers: json(learner.cookie),
      })
    ).json() as InterviewSession;
    expect(finished.report!.engine).toBe('offline');
  }, 30_000);

  it('aborts the model request when the browser disconnects, and still answers the session', async () => {
    // This model waits longer than any test runs: only the disconnect can end its request.
    const patient = await createTestContext({ interviewModel: modelWith(600_000) });
    onTestFinished(() => patient.close());
    await patient.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = patient.app.server.address() as AddressInfo;
    mode = 'hang';
    const learner = await patient.createUser({ reason: 'alcohol' });
    const session = await start(patient, learner.cookie);
    const arrived = new Promise<void>((resolve) => {
      hangArrived = resolve;
    });
    const closed = new Promise<void>((resolve) => {
      hangClosed = resolve;
    });
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
    client.end(JSON.stringify({ text: 'Ich hatte acht Bier über den Abend.' }));
    await arrived;
    client.destroy();
    await closed;
    await vi.waitFor(async () => {
      const stored = (
        await patient.app.inject({
          url: `/api/trainer/sessions/${session.id}`,
          headers: json(learner.cookie),
        })
      ).json() as InterviewSession;
      expect(stored.turns.map((t) => t.role)).toEqual(['interviewer', 'learner', 'interviewer']);
      expect(stored.turns.at(-1)!.engine).toBe('offline');
    }, 10_000);
  });
});
