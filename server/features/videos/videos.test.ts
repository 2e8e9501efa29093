import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../../common/schemas/videos.ts';
import { profiles } from '../../db/schema/users.ts';
import { videoProgress, videoQuizAttempts } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertQuiz, insertSection, insertVideo } from './video-test-data.ts';

let ctx: TestContext;
const ids: Record<string, string> = {};
let alcohol: { id: string; cookie: string };
let drugs: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db;
  ids.basics = await insertSection(db, 'Grundlagen', 1);
  ids.practice = await insertSection(db, 'Praxis', 2);
  ids.empty = await insertSection(db, 'Leer', 3);
  ids.alcDe = await insertVideo(db, ids.basics, { title: 'Promille verstehen', order: 1 });
  ids.drugsDe = await insertVideo(db, ids.basics, {
    title: 'Drogen und Abbau',
    order: 2,
    mpuTypes: ['drugs'],
  });
  ids.alcEn = await insertVideo(db, ids.basics, { title: 'Blood alcohol', order: 3, language: 'en' });
  ids.pointsDe = await insertVideo(db, ids.practice, {
    title: 'Punkte in Flensburg',
    order: 1,
    mpuTypes: ['points', 'drugs'],
  });
  ids.quizMulti = await insertQuiz(db, ids.alcDe, {
    question: 'Was senkt den Promillewert?',
    options: ['Zeit', 'Kaffee', 'Kalte Dusche', 'Leber-Abbau'],
    correct: ['Zeit', 'Leber-Abbau'],
    explanation: 'Alkohol baut nur die Leber ab, und das braucht Zeit.',
    order: 1,
  });
  ids.quizSingle = await insertQuiz(db, ids.alcDe, {
    question: 'Ab wie viel Promille droht die MPU?',
    options: ['0,3', '0,5', '1,1', '1,6'],
    correct: ['1,6'],
    order: 2,
  });
  ids.quizDrugs = await insertQuiz(db, ids.drugsDe, {
    question: 'Frage zu Drogen',
    options: ['A', 'B', 'C', 'D'],
    correct: ['A'],
  });
  alcohol = await ctx.createUser({ reason: 'alcohol' });
  drugs = await ctx.createUser({ reason: 'drugs' });
  admin = await ctx.createUser({ role: 'admin', reason: 'alcohol' });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function library(cookie: string, language = 'de') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/videos',
    headers: { cookie, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<Library>();
  return body.sections.map((s) => [s.title, s.videos.map((v) => v.title)]);
}

describe('guards', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/videos' },
    { method: 'GET' as const, url: `/api/videos/${ids.alcDe}/quizzes` },
    { method: 'POST' as const, url: `/api/videos/${ids.alcDe}/progress`, payload: {} },
    {
      method: 'POST' as const,
      url: `/api/videos/quizzes/${ids.quizSingle}/attempts`,
      payload: { selectedAnswers: ['1,6'] },
    },
  ];

  it('answers 401 without a session', async () => {
    for (const route of routes()) {
      const response = await ctx.app.inject(route);
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it('answers 403 to a user whose videos page is denied, and stores nothing', async () => {
    const denied = await ctx.createUser({ reason: 'alcohol', deny: ['videos'] });
    for (const route of routes()) {
      const response = await ctx.app.inject({ ...route, headers: { cookie: denied.cookie } });
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json().error.code).toBe('page_forbidden');
    }
    expect(await ctx.db.select().from(videoProgress).where(eq(videoProgress.userId, denied.id))).toEqual([]);
  });
});

describe('the library filter (SPEC §5)', () => {
  it('shows a learner the videos of their reason, German ones plus those in their language (decision 028)', async () => {
    expect(await library(alcohol.cookie)).toEqual([['Grundlagen', ['Promille verstehen']]]);
    expect(await library(drugs.cookie)).toEqual([
      ['Grundlagen', ['Drogen und Abbau']],
      ['Praxis', ['Punkte in Flensburg']],
    ]);
    expect(await library(alcohol.cookie, 'en')).toEqual([
      ['Grundlagen', ['Promille verstehen', 'Blood alcohol']],
    ]);
    expect(await library(alcohol.cookie, 'tr')).toEqual([['Grundlagen', ['Promille verstehen']]]);
  });

  it('uses every reason of a learner with several, and does not narrow one without any', async () => {
    const several = await ctx.createUser({ reason: 'alcohol' });
    await ctx.db
      .update(profiles)
      .set({ mpuReasons: ['alcohol', 'points'] })
      .where(eq(profiles.id, several.id));
    expect(await library(several.cookie)).toEqual([
      ['Grundlagen', ['Promille verstehen']],
      ['Praxis', ['Punkte in Flensburg']],
    ]);
    await ctx.db.update(profiles).set({ mpuReasons: [], mpuReason: null }).where(eq(profiles.id, several.id));
    expect(await library(several.cookie)).toEqual([
      ['Grundlagen', ['Promille verstehen', 'Drogen und Abbau']],
      ['Praxis', ['Punkte in Flensburg']],
    ]);
  });

  it('shows admins every MPU type (in the interface language)', async () => {
    expect(await library(admin.cookie)).toEqual([
      ['Grundlagen', ['Promille verstehen', 'Drogen und Abbau']],
      ['Praxis', ['Punkte in Flensburg']],
    ]);
  });

  it('defaults to German, also for a language it does not offer', async () => {
    expect((await get('/api/videos', alcohol.cookie)).json().language).toBe('de');
    expect(await library(alcohol.cookie, 'fr')).toEqual(await library(alcohol.cookie, 'de'));
  });
});

describe('video quiz', () => {
  it('sends no answer key before the user answered', async () => {
    const response = await get(`/api/videos/${ids.alcDe}/quizzes`, alcohol.cookie);
    expect(response.statusCode).toBe(200);
    const { quizzes } = response.json();
    expect(quizzes.map((q: { question: string }) => q.question)).toEqual([
      'Was senkt den Promillewert?',
      'Ab wie viel Promille droht die MPU?',
    ]);
    expect(quizzes.every((q: { attempt: unknown }) => q.attempt === null)).toBe(true);
    expect(response.body).not.toContain('correct');
  });

  it('decides exact-set correctness on the server, once per question', async () => {
    const url = `/api/videos/quizzes/${ids.quizMulti}/attempts`;
    const partial = await post(url, { selectedAnswers: ['Zeit'] }, alcohol.cookie);
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toEqual({
      selectedAnswers: ['Zeit'],
      isCorrect: false,
      correctAnswers: ['Zeit', 'Leber-Abbau'],
      explanation: 'Alkohol baut nur die Leber ab, und das braucht Zeit.',
    });
    const again = await post(url, { selectedAnswers: ['Zeit', 'Leber-Abbau'] }, alcohol.cookie);
    expect(again.statusCode).toBe(409);

    const exact = await post(url, { selectedAnswers: ['Leber-Abbau', 'Zeit'] }, drugs.cookie);
    expect(exact.statusCode).toBe(404); // not a video of the drugs learner
    const adminAnswer = await post(url, { selectedAnswers: ['Leber-Abbau', 'Zeit'] }, admin.cookie);
    expect(adminAnswer.json().isCorrect).toBe(true);

    const after = (await get(`/api/videos/${ids.alcDe}/quizzes`, alcohol.cookie)).json().quizzes;
    expect(after[0].attempt).toEqual({
      selectedAnswers: ['Zeit'],
      isCorrect: false,
      correctAnswers: ['Zeit', 'Leber-Abbau'],
      explanation: 'Alkohol baut nur die Leber ab, und das braucht Zeit.',
    });
    expect(after[1].attempt).toBeNull();
    expect(after[1]).not.toHaveProperty('correctAnswers');
    expect(after[1]).not.toHaveProperty('explanation');
  });

  it('shows a user only their own attempts', async () => {
    const other = await ctx.createUser({ reason: 'alcohol' });
    const quizzes = (await get(`/api/videos/${ids.alcDe}/quizzes`, other.cookie)).json().quizzes;
    expect(quizzes.map((q: { attempt: unknown }) => q.attempt)).toEqual([null, null]);
  });

  it('needs at least one selection among the options', async () => {
    const url = `/api/videos/quizzes/${ids.quizSingle}/attempts`;
    expect((await post(url, { selectedAnswers: [] }, alcohol.cookie)).statusCode).toBe(400);
    expect((await post(url, { selectedAnswers: ['2,0'] }, alcohol.cookie)).statusCode).toBe(400);
    expect((await post(url, { selectedAnswers: ['1,6', '1,6'] }, alcohol.cookie)).statusCode).toBe(400);
    expect(
      await ctx.db
        .select()
        .from(videoQuizAttempts)
        .where(and(eq(videoQuizAttempts.userId, alcohol.id), eq(videoQuizAttempts.quizId, ids.quizSingle!))),
    ).toEqual([]);
  });

  it('keeps one submission when two arrive at once', async () => {
    const user = await ctx.createUser({ reason: 'alcohol' });
    const url = `/api/videos/quizzes/${ids.quizSingle}/attempts`;
    const answers = await Promise.all([
      post(url, { selectedAnswers: ['1,6'] }, user.cookie),
      post(url, { selectedAnswers: ['0,5'] }, user.cookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.db.select().from(videoQuizAttempts).where(eq(videoQuizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("hides the questions of videos outside the learner's reasons", async () => {
    expect((await get(`/api/videos/${ids.drugsDe}/quizzes`, alcohol.cookie)).statusCode).toBe(404);
    expect((await get(`/api/videos/${ids.drugsDe}/quizzes`, drugs.cookie)).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/videos/${unknown}/quizzes`, alcohol.cookie)).statusCode).toBe(404);
    expect((await get('/api/videos/kein-uuid/quizzes', alcohol.cookie)).statusCode).toBe(400);
  });
});

describe('progress', () => {
  it('records one row per user and video and shows it as completed to that user only', async () => {
    const user = await ctx.createUser({ reason: 'alcohol' });
    const url = `/api/videos/${ids.alcDe}/progress`;
    expect((await post(url, {}, user.cookie)).json()).toEqual({ completed: true });
    expect((await post(url, {}, user.cookie)).statusCode).toBe(200);
    const rows = await ctx.db.select().from(videoProgress).where(eq(videoProgress.userId, user.id));
    expect(rows.map((r) => [r.videoId, r.completed])).toEqual([[ids.alcDe, true]]);

    const mine = (await get('/api/videos', user.cookie)).json<Library>();
    expect(mine.sections[0]!.videos[0]!.completed).toBe(true);
    const theirs = (await get('/api/videos', alcohol.cookie)).json<Library>();
    expect(theirs.sections[0]!.videos[0]!.completed).toBe(false);
  });

  it('refuses videos the learner cannot see', async () => {
    expect((await post(`/api/videos/${ids.drugsDe}/progress`, {}, alcohol.cookie)).statusCode).toBe(404);
    expect(await ctx.db.select().from(videoProgress).where(eq(videoProgress.userId, alcohol.id))).toEqual([]);
  });

  it('reports the question count per video', async () => {
    const body = (await get('/api/videos', alcohol.cookie)).json<Library>();
    expect(body.sections[0]!.videos[0]!.quizCount).toBe(2);
  });
});
