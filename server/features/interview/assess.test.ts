import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import type { InterviewSession, TurnAssessment } from '../../../common/schemas/interview.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** The per-answer judgement in the API (issue 25): POST /api/trainer/assess, each answer, the report. */
describe('the judgement of one answer', () => {
  let ctx: TestContext;
  let cookie: string;
  const post = (url: string, payload: object, who = cookie) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: who }, payload });
  const question = { topic: 'causes', text: 'Warum ist es dazu gekommen?' };

  beforeAll(async () => {
    ctx = await createTestContext({ interviewModel: null });
    ({ cookie } = await ctx.createUser({ reason: 'alcohol' }));
    const workbook = {
      ...emptyWorkbook(),
      offences: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          reason: 'alcohol',
          date: '2025-03-14',
          description: '',
          bac: 1.9,
          substances: '',
          points: null,
          drinks: [],
          drinkingHours: null,
        },
      ],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/case',
      headers: { cookie },
      payload: workbook,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it('judges an answer that blames luck: the blame signal and a question about the own share', async () => {
    const response = await post('/api/trainer/assess', {
      question,
      answer: 'Das war einfach Pech, an dem Abend stand die Polizei genau an der Ecke.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const judged = response.json() as TurnAssessment;
    expect(judged.topic).toBe('causes');
    expect(judged.rating).toBeLessThanOrEqual(1);
    expect(judged.signals).toContain('blame');
    expect(judged.followUp).toBe('own-share');
  });

  it('refuses without a session, without consent, and bad input with 400', async () => {
    const body = { question, answer: 'Stress.' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/trainer/assess', payload: body })).statusCode,
    ).toBe(401);
    const other = await ctx.createUser({ reason: 'alcohol', consent: false });
    const refused = await post('/api/trainer/assess', body, other.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('consent_required');
    expect((await post('/api/trainer/assess', { ...body, answer: 'x'.repeat(3001) })).statusCode).toBe(400);
    expect(
      (await post('/api/trainer/assess', { ...body, question: { topic: 'x', text: 'y' } })).statusCode,
    ).toBe(400);
  });

  it('shows every answer judged in the session and in the report', async () => {
    const started = await post('/api/trainer/sessions', {});
    const id = (started.json() as InterviewSession).id;
    const answered = await post(`/api/trainer/sessions/${id}/answers`, {
      text: 'Ich hatte an dem Abend nur zwei Bier, mehr nicht.',
    });
    const session = answered.json() as InterviewSession;
    const learner = session.turns.find((t) => t.role === 'learner')!;
    expect(learner.assessment).toMatchObject({ topic: 'past' });
    expect(session.turns.filter((t) => t.role === 'interviewer').every((t) => t.assessment === null)).toBe(
      true,
    );
    const finished = (await post(`/api/trainer/sessions/${id}/finish`, {})).json() as InterviewSession;
    expect(finished.report?.answers).toEqual([{ ...learner.assessment, text: learner.text }]);
  });
});
