import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCards, reviewLogs } from '../../db/schema/plan.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

// A clock the tests move forward.
let now = new Date('2026-11-26T09:00:00Z');
const clock = { now: () => now };
let ctx: TestContext;
let admin: { cookie: string };
const q = {} as Record<'one' | 'two' | 'drugs', string>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  admin = await ctx.createUser({ role: 'admin' });
  const b = bank(ctx, admin.cookie);
  const alcohol = await b.category('Alkohol', ['alcohol']);
  const drugs = await b.category('Drogen', ['drugs']);
  q.one = await b.question(alcohol, 'Erste Frage?');
  q.two = await b.question(alcohol, 'Zweite Frage?');
  q.drugs = await b.question(drugs, 'Drogenfrage?');
});
afterAll(() => ctx.close());

const reviews = (cookie: string) => ctx.app.inject({ url: '/api/reviews', headers: { cookie } });
const review = (cookie: string, questionId: string, attemptId: string, selected = ['Richtig']) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/reviews/${questionId}/answer`,
    headers: { cookie },
    payload: { attemptId, selected },
  });
const quizAnswer = (cookie: string, questionId: string, selected = ['Falsch']) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/exam/questions/${questionId}/answer`,
    headers: { cookie },
    payload: { runId: randomUUID(), selected },
  });

describe('/api/reviews (FSRS)', () => {
  it('offers the questions the learner answered, options without the key', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    expect((await reviews(learner.cookie)).json()).toEqual({ dueCount: 0, items: [] });
    await quizAnswer(learner.cookie, q.one);
    const due = (await reviews(learner.cookie)).json();
    expect(due.dueCount).toBe(1);
    expect(due.items[0].id).toBe(q.one);
    expect([...due.items[0].options].sort()).toEqual(['Auch richtig', 'Daneben', 'Falsch', 'Richtig']);
    expect(JSON.stringify(due)).not.toContain('correct');
  });

  it('stores a retried answer once and moves the memory once', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await quizAnswer(learner.cookie, q.two);
    const attemptId = randomUUID();
    const first = await review(learner.cookie, q.two, attemptId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ correct: true, correctAnswers: ['Richtig'] });
    const retry = await review(learner.cookie, q.two, attemptId, ['Falsch']);
    expect(retry.json()).toEqual(first.json());
    const logs = await ctx.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id));
    expect(logs).toHaveLength(1);
    const [card] = await ctx.db.select().from(reviewCards).where(eq(reviewCards.userId, learner.id));
    expect(card?.reps).toBe(1);
    expect((await reviews(learner.cookie)).json().dueCount).toBe(0);
    // Later the question is due again.
    now = new Date(new Date(first.json().nextDue).getTime() + 1000);
    expect((await reviews(learner.cookie)).json().dueCount).toBe(1);
    now = new Date('2026-11-26T09:00:00Z');
  });

  it("refuses another learner's attempt id, hidden questions and unknown options", async () => {
    const anna = await ctx.createUser({ reason: 'alcohol' });
    const ben = await ctx.createUser({ reason: 'alcohol' });
    const attemptId = randomUUID();
    expect((await review(anna.cookie, q.one, attemptId)).statusCode).toBe(200);
    expect((await review(ben.cookie, q.one, attemptId)).statusCode).toBe(409);
    expect((await review(anna.cookie, q.two, attemptId)).statusCode).toBe(409);
    expect((await review(anna.cookie, q.drugs, randomUUID())).statusCode).toBe(404);
    expect((await review(anna.cookie, q.one, randomUUID(), ['Erfunden'])).statusCode).toBe(400);
    expect((await review(anna.cookie, q.one, 'keine-uuid')).statusCode).toBe(400);
    const logs = await ctx.db.select().from(reviewLogs).where(eq(reviewLogs.userId, ben.id));
    expect(logs).toHaveLength(0);
  });

  it('schedules no review on or after the MPU day', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/plan',
      headers: { cookie: learner.cookie },
      payload: {
        mpuDate: '2026-11-28',
        withdrawnOn: null,
        banEnd: null,
        abstinenceStart: null,
        proofPlan: null,
        proofDates: [],
      },
    });
    await quizAnswer(learner.cookie, q.one);
    let nextDue = '';
    for (let i = 0; i < 4; i++) {
      nextDue = (await review(learner.cookie, q.one, randomUUID())).json().nextDue;
      expect(nextDue <= '2026-11-27T23:00:00.000Z').toBe(true);
    }
    expect(nextDue).toBe('2026-11-27T23:00:00.000Z');
  });

  it('needs the courses page', async () => {
    const locked = await ctx.createUser({ deny: ['courses'] });
    expect((await reviews(locked.cookie)).statusCode).toBe(403);
  });
});
