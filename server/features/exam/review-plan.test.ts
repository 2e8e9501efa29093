import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDeadline } from '../../../common/domain/reviews.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import { questionMemory } from '../../db/schema/memory.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertCourse } from '../courses/course-fixtures.ts';
import { bank } from './test-helpers.ts';

// Whole plans with a fake clock (decision 026): every question the learner can open is seen before
// the MPU date, no interval ends after it, and the daily amount follows a moved date and missed days.
let now = new Date('2026-11-26T08:00:00Z');
const clock = { now: () => now };
let ctx: TestContext;
const right = new Map<string, string>();
let hidden = '';

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const admin = await ctx.createUser({ role: 'admin' });
  const b = bank(ctx, admin.cookie);
  const alcohol = await b.category('Alkohol', ['alcohol']);
  for (let i = 1; i <= 6; i++) right.set(await b.question(alcohol, `Alkoholfrage ${i}?`), 'Richtig');
  hidden = await b.question(await b.category('Drogen', ['drugs']), 'Drogenfrage?');
  const { quizzes } = await insertCourse(ctx);
  for (const quiz of quizzes) right.set(quiz.id, quiz.correctAnswer);
});
afterAll(() => ctx.close());

type Today = {
  reviews: number;
  newQuestions: number;
  unseen: number;
  streak: number;
  forecast: string | null;
};

async function setMpuDate(cookie: string, mpuDate: string | null) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/plan',
    headers: { cookie },
    payload: {
      mpuDate,
      withdrawnOn: null,
      banEnd: null,
      abstinenceStart: null,
      proofPlan: null,
      proofDates: [],
    },
  });
  expect(response.statusCode).toBe(200);
}

/**
 * One day's session at 08:00 UTC: rounds 15 minutes apart until nothing is due; every question is
 * answered right except the first answer to `wrongOnce`. Returns the morning's figures and the ids seen.
 */
async function studyDay(cookie: string, day: string, wrongOnce?: string) {
  now = new Date(`${day}T08:00:00Z`);
  let morning: Today | undefined;
  const seen = new Set<string>();
  for (let round = 0; round < 12; round++) {
    const due = (await ctx.app.inject({ url: '/api/reviews', headers: { cookie } })).json();
    morning ??= due.today;
    if (due.items.length === 0) break;
    for (const item of due.items as { id: string }[]) {
      const wrong = item.id === wrongOnce && !seen.has(item.id);
      const selected = [wrong ? 'Daneben' : right.get(item.id)!];
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/reviews/${item.id}/answer`,
        headers: { cookie },
        payload: { attemptId: randomUUID(), selected },
      });
      expect(response.statusCode).toBe(200);
      seen.add(item.id);
    }
    now = new Date(now.getTime() + 15 * 60_000);
  }
  return { morning: morning!, seen };
}

const memoryOf = (userId: string) =>
  ctx.db.select().from(questionMemory).where(eq(questionMemory.userId, userId));

// Many requests per test (a session a day): more time than the default on a busy machine.
describe('a whole review plan to the MPU date', { timeout: 180_000 }, () => {
  it('spreads the new questions over the days left and sees every one before the date', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await setMpuDate(learner.cookie, '2026-12-02'); // six days of plan: 26.11. – 01.12.
    const newPerDay: number[] = [];
    const seenBy = new Map<string, string>();
    for (let d = 0; d < 6; d++) {
      const day = addDays('2026-11-26', d);
      const { morning, seen } = await studyDay(
        learner.cookie,
        day,
        d === 0 ? [...right.keys()][0] : undefined,
      );
      newPerDay.push(morning.newQuestions);
      expect(morning.streak).toBe(d);
      for (const id of seen) if (!seenBy.has(id)) seenBy.set(id, day);
    }
    // 8 questions (6 exam, 2 chapter; the drugs question is not hers) over 6 days: 2, 2, 1, 1, 1, 1.
    expect(newPerDay).toEqual([2, 2, 1, 1, 1, 1]);
    expect([...seenBy.keys()].sort()).toEqual([...right.keys()].sort());
    expect(seenBy.has(hidden)).toBe(false);
    for (const day of seenBy.values()) expect(day < '2026-12-02').toBe(true);
    const deadline = reviewDeadline('2026-12-02')!;
    const rows = await memoryOf(learner.id);
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.due.getTime()).toBeLessThanOrEqual(deadline.getTime());
  });

  it('gives more per day after missed days and keeps the forecast on the server', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await setMpuDate(learner.cookie, '2026-12-06'); // ten days
    const first = await studyDay(learner.cookie, '2026-11-26');
    expect(first.morning.newQuestions).toBe(1); // ceil(8 / 10)
    expect(first.morning.forecast).toBeNull(); // no pace yet
    // Four days missed: 7 unseen over the 5 days left (01.12. – 05.12.).
    const back = await studyDay(learner.cookie, '2026-12-01');
    expect(back.morning).toMatchObject({ newQuestions: 2, unseen: 7, streak: 0 });
    // Three questions first seen in the last 7 days: 3/7 a day → the 5 unseen take 12 more days.
    const after = (await ctx.app.inject({ url: '/api/reviews', headers: { cookie: learner.cookie } })).json();
    expect(after.today).toMatchObject({ unseen: 5, streak: 1, doneToday: true });
    expect(after.today.forecast).toBe(addDays('2026-12-01', Math.ceil(5 / (3 / 7))));
  });

  it('follows an MPU date moved earlier: all seen and every interval ends before the new date', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await setMpuDate(learner.cookie, '2026-12-26'); // a month
    for (let d = 0; d < 3; d++) await studyDay(learner.cookie, addDays('2026-11-26', d));
    const before = await memoryOf(learner.id);
    expect(before.length).toBeGreaterThan(0);
    // Moved to 02.12.: three days left (29.11. – 01.12.) for the rest.
    await setMpuDate(learner.cookie, '2026-12-02');
    const seen = new Set(before.map((row) => row.questionId));
    let lastMorning: Today | undefined;
    for (let d = 3; d < 6; d++) {
      const { morning, seen: today } = await studyDay(learner.cookie, addDays('2026-11-26', d));
      lastMorning = morning;
      for (const id of today) seen.add(id);
    }
    expect([...seen].sort()).toEqual([...right.keys()].sort());
    // On the last day the cards whose interval ran past the new date came back.
    expect(lastMorning!.reviews).toBeGreaterThan(0);
    const deadline = reviewDeadline('2026-12-02')!;
    for (const row of await memoryOf(learner.id))
      expect(row.due.getTime()).toBeLessThanOrEqual(deadline.getTime());
  });
});
