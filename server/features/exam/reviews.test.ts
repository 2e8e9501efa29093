import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionMemory } from '../../db/schema/memory.ts';
import { reviewLogs } from '../../db/schema/plan.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { statementsOf } from '../../test/statements.ts';
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
  it('offers the questions never seen as new ones and answered ones when due, without the key', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const first = (await reviews(learner.cookie)).json();
    // No MPU date: up to 10 new questions a day; the drugs question is not for this learner.
    expect(first.dueCount).toBe(2);
    expect(first.today).toMatchObject({ reviews: 0, newQuestions: 2, unseen: 2, streak: 0, mpuDate: null });
    expect(first.items.map((i: { id: string }) => i.id).sort()).toEqual([q.one, q.two].sort());
    expect([...first.items[0].options].sort()).toEqual(['Auch richtig', 'Daneben', 'Falsch', 'Richtig']);
    expect(JSON.stringify(first.items)).not.toContain('correct');
    // A wrong quiz answer feeds the memory: the question is due again at once (a minute, learn-ahead)
    // and counts as today's new question.
    await quizAnswer(learner.cookie, q.one);
    const after = (await reviews(learner.cookie)).json();
    expect(after.today).toMatchObject({ reviews: 1, newQuestions: 1, unseen: 1 });
    expect(after.items.map((i: { id: string }) => i.id)).toEqual([q.one, q.two]);
    // A right one: the question waits (10 minutes, then days).
    const other = await ctx.createUser({ reason: 'alcohol' });
    await quizAnswer(other.cookie, q.one, ['Richtig']);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/reviews/${q.one}/answer`,
      headers: { cookie: other.cookie },
      payload: { selected: ['Richtig'] },
    });
    expect((await reviews(other.cookie)).json().today.reviews).toBe(0);
  });

  it('reads every visible question once per content version, and sees a new one at once', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await reviews(learner.cookie); // the reviewable questions of these reasons are read
    const overAll = (texts: string[]) => texts.filter((t) => t.includes('order by v.kind, v.group_name'));
    const warm = await statementsOf(() => reviews(learner.cookie));
    expect(overAll(warm)).toEqual([]);
    expect(warm.length, warm.join('\n---\n')).toBeLessThanOrEqual(6);
    const before = (await reviews(learner.cookie)).json().today.unseen;
    const b = bank(ctx, admin.cookie);
    const added = await b.question(await b.category('Neu', ['alcohol']), 'Neue Frage?');
    const after = await statementsOf(async () => {
      const body = (await reviews(learner.cookie)).json();
      expect(body.today.unseen).toBe(before + 1);
      expect(body.items.map((i: { id: string }) => i.id)).toContain(added);
    });
    // At most once: on PostgreSQL the reload was not always among the captured statements (seen once
    // in CI); the new question is there at once either way (above), and warm reads never read all.
    expect(overAll(after).length).toBeLessThanOrEqual(1);
    expect((await b.send('DELETE', `/api/admin/exam/questions/${added}`)).statusCode).toBe(200);
    expect((await reviews(learner.cookie)).json().today.unseen).toBe(before);
  });

  it('stores a retried answer once and moves the memory once', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await quizAnswer(learner.cookie, q.two, ['Richtig']);
    const attemptId = randomUUID();
    const first = await review(learner.cookie, q.two, attemptId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ correct: true, correctAnswers: ['Richtig'] });
    const retry = await review(learner.cookie, q.two, attemptId, ['Falsch']);
    expect(retry.json()).toEqual(first.json());
    const logs = await ctx.db.select().from(reviewLogs).where(eq(reviewLogs.userId, learner.id));
    expect(logs).toHaveLength(1);
    const [card] = await ctx.db
      .select()
      .from(questionMemory)
      .where(and(eq(questionMemory.userId, learner.id), eq(questionMemory.questionId, q.two)));
    expect(card).toMatchObject({ reps: 2, answerCount: 1, reviewCount: 1, lastCorrect: true });
    const ids = () => reviews(learner.cookie).then((r) => r.json().items.map((i: { id: string }) => i.id));
    expect(await ids()).not.toContain(q.two);
    // Later the question is due again.
    now = new Date(new Date(first.json().nextDue).getTime() + 1000);
    expect(await ids()).toContain(q.two);
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
    // The last planned day (27.11.) starts at 2026-11-26T23:00Z: every review falls on a day before.
    let nextDue = '';
    for (let i = 0; i < 4; i++) {
      nextDue = (await review(learner.cookie, q.one, randomUUID())).json().nextDue;
      expect(nextDue <= '2026-11-26T23:00:00.000Z').toBe(true);
    }
    expect(nextDue).toBe('2026-11-26T23:00:00.000Z');
  });

  it('needs the courses page', async () => {
    const locked = await ctx.createUser({ deny: ['courses'] });
    expect((await reviews(locked.cookie)).statusCode).toBe(403);
  });
});
