import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts } from '../../db/schema/courses.ts';
import { quizUserAttempts } from '../../db/schema/exam.ts';
import { reviewLogs } from '../../db/schema/plan.ts';
import { videoQuizAttempts } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertCourse } from '../courses/course-fixtures.ts';
import { insertQuiz, insertSection, insertVideo } from '../videos/video-test-data.ts';
import { bank } from './test-helpers.ts';

// Decision 026: every answer POST takes an optional attemptId; a resent request (also two at the
// same moment) returns the first result and stores nothing new.
let ctx: TestContext;
const ids = {} as Record<'exam' | 'exam2' | 'chapter' | 'chapter2' | 'video' | 'video2', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  const b = bank(ctx, admin.cookie);
  const category = await b.category('Allgemein', [], true);
  ids.exam = await b.question(category, 'Erste Prüfungsfrage?');
  ids.exam2 = await b.question(category, 'Zweite Prüfungsfrage?');
  const { quizzes } = await insertCourse(ctx);
  ids.chapter = quizzes[0].id;
  ids.chapter2 = quizzes[1].id;
  const video = await insertVideo(ctx.db, await insertSection(ctx.db, 'Grundlagen', 1), {
    title: 'Einführung',
    order: 1,
  });
  const options = ['Eins', 'Zwei', 'Drei', 'Vier'];
  ids.video = await insertQuiz(ctx.db, video, { question: 'Welche?', options, correct: ['Eins'] });
  ids.video2 = await insertQuiz(ctx.db, video, { question: 'Und?', options, correct: ['Zwei'], order: 2 });
});
afterAll(() => ctx.close());

type Kind = 'exam' | 'review' | 'chapter' | 'video';

/** One answer POST of each kind; `wrong` sends another (wrong) choice. */
function post(kind: Kind, cookie: string, attemptId: string | undefined, wrong = false, second = false) {
  const send = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: { ...payload, attemptId } });
  switch (kind) {
    case 'exam':
      return send(`/api/exam/questions/${second ? ids.exam2 : ids.exam}/answer`, {
        runId: randomUUID(),
        selected: [wrong ? 'Falsch' : 'Richtig'],
      });
    case 'review':
      return send(`/api/reviews/${second ? ids.exam2 : ids.exam}/answer`, {
        selected: [wrong ? 'Falsch' : 'Richtig'],
      });
    case 'chapter':
      return send(`/api/courses/quizzes/${second ? ids.chapter2 : ids.chapter}/attempt`, {
        answer: second ? 'Ein Bußgeld' : wrong ? 'Die Polizei' : 'Die Fahrerlaubnisbehörde',
      });
    case 'video':
      return send(`/api/videos/quizzes/${second ? ids.video2 : ids.video}/attempts`, {
        selectedAnswers: [wrong ? 'Drei' : 'Eins'],
      });
  }
}

async function stored(kind: Kind, userId: string): Promise<number> {
  const table = {
    exam: quizUserAttempts,
    review: reviewLogs,
    chapter: quizAttempts,
    video: videoQuizAttempts,
  }[kind];
  return (await ctx.db.select().from(table).where(eq(table.userId, userId))).length;
}

describe.each<Kind>(['exam', 'review', 'chapter', 'video'])('attemptId on %s answers', (kind) => {
  it('a resent request returns the first result and stores nothing new', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const attemptId = randomUUID();
    const first = await post(kind, learner.cookie, attemptId);
    expect(first.statusCode).toBeLessThan(300);
    // The resend carries other content (a new run, another choice): the first answer stands.
    const again = await post(kind, learner.cookie, attemptId, true);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await stored(kind, learner.id)).toBe(1);
  });

  it('concurrent duplicates are stored exactly once and answered alike', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const attemptId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(kind, learner.cookie, attemptId)),
    );
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.json()).toEqual(responses[0]!.json());
    }
    expect(await stored(kind, learner.id)).toBe(1);
  });

  it('the same id for another question is a conflict; another learner has ids of their own', async () => {
    const anna = await ctx.createUser({ reason: 'alcohol' });
    const attemptId = randomUUID();
    expect((await post(kind, anna.cookie, attemptId)).statusCode).toBeLessThan(300);
    expect((await post(kind, anna.cookie, attemptId, false, true)).statusCode).toBe(409);
    expect(await stored(kind, anna.id)).toBe(1);
    if (kind !== 'review') {
      const ben = await ctx.createUser({ reason: 'alcohol' });
      expect((await post(kind, ben.cookie, attemptId)).statusCode).toBeLessThan(300);
      expect(await stored(kind, ben.id)).toBe(1);
    }
  });

  it('works without an attempt id as before', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    expect((await post(kind, learner.cookie, undefined)).statusCode).toBeLessThan(300);
  });
});

it('a malformed attempt id is a 400', async () => {
  const learner = await ctx.createUser({ reason: 'alcohol' });
  expect((await post('chapter', learner.cookie, 'nicht-uuid')).statusCode).toBe(400);
});
