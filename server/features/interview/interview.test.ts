import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import type { InterviewSession } from '../../../common/schemas/interview.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertNextStepContent } from './interview-fixtures.ts';

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
    expect(state).toMatchObject({ engine: 'offline', aiConsent: false, active: { id: session.id } });
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
