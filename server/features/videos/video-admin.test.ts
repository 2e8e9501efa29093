import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoQuizzes, videoSections, videos } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertQuiz, insertSection, insertVideo } from './video-test-data.ts';

let ctx: TestContext;
let adminCookie: string;
let learnerCookie: string;
const unknown = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestContext();
  adminCookie = (await ctx.createUser({ role: 'admin' })).cookie;
  learnerCookie = (await ctx.createUser({ reason: 'alcohol' })).cookie;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = adminCookie) =>
  ctx.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const sectionOrder = async () =>
  (await ctx.db.select().from(videoSections).orderBy(asc(videoSections.sortOrder))).map((s) => [
    s.title,
    s.sortOrder,
  ]);
const videoOrder = async (sectionId: string) =>
  (
    await ctx.db.select().from(videos).where(eq(videos.sectionId, sectionId)).orderBy(asc(videos.sortOrder))
  ).map((v) => [v.title, v.sortOrder]);

describe('guards', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/videos'],
    ['POST', '/api/admin/video-sections', { title: 'T', description: 'D' }],
    ['PUT', '/api/admin/video-sections/order', { ids: [unknown] }],
    ['PATCH', `/api/admin/video-sections/${unknown}`, { title: 'T' }],
    ['DELETE', `/api/admin/video-sections/${unknown}`],
    ['PUT', `/api/admin/video-sections/${unknown}/video-order`, { ids: [unknown] }],
    ['POST', '/api/admin/videos', { sectionId: unknown, title: 'T', description: 'D', url: '/media/a.mp4' }],
    ['PATCH', `/api/admin/videos/${unknown}`, { mpuTypes: ['drugs'] }],
    ['DELETE', `/api/admin/videos/${unknown}`],
    ['GET', `/api/admin/videos/${unknown}/quizzes`],
    [
      'POST',
      `/api/admin/videos/${unknown}/quizzes`,
      { question: 'Q', options: ['a', 'b', 'c', 'd'], correctAnswers: ['a'] },
    ],
    ['DELETE', `/api/admin/video-quizzes/${unknown}`],
  ];

  it('answers 401 without a session and 403 to a learner on every admin route', async () => {
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      const learner = await call(method, url, payload, learnerCookie);
      expect(learner.statusCode, `${method} ${url}`).toBe(403);
      expect(learner.json().error.code).toBe('forbidden');
    }
    expect(await ctx.db.select().from(videoSections)).toEqual([]);
  });

  it('answers 404 to an admin for things that do not exist', async () => {
    for (const [method, url, payload] of routes.slice(3)) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('categories', () => {
  it('creates at max + 1 (1 for the first) and needs title and description (SPEC §5)', async () => {
    for (const body of [
      { title: ' ', description: 'x' },
      { title: 'x', description: '  ' },
      { title: 'x' },
    ]) {
      expect((await call('POST', '/api/admin/video-sections', body)).statusCode).toBe(400);
    }
    const first = await call('POST', '/api/admin/video-sections', { title: ' Erste ', description: 'Eins' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ title: 'Erste', description: 'Eins', order: 1 });
    await insertSection(ctx.db, 'Sieben', 7);
    const next = await call('POST', '/api/admin/video-sections', { title: 'Nach sieben', description: 'x' });
    expect(next.json().order).toBe(8);
  });

  it('edits title and description inline, refusing a blank title', async () => {
    const id = (await call('POST', '/api/admin/video-sections', { title: 'Alt', description: 'a' })).json()
      .id;
    expect((await call('PATCH', `/api/admin/video-sections/${id}`, { title: '   ' })).statusCode).toBe(400);
    const edited = await call('PATCH', `/api/admin/video-sections/${id}`, { title: 'Neu', description: '' });
    expect(edited.json()).toMatchObject({ title: 'Neu', description: '' });
    const titleOnly = await call('PATCH', `/api/admin/video-sections/${id}`, { title: 'Neuer' });
    expect(titleOnly.json()).toMatchObject({ title: 'Neuer', description: '' });
  });

  it('deletes a category with its videos and renumbers the rest 1..n', async () => {
    await ctx.db.delete(videoSections);
    const a = await insertSection(ctx.db, 'A', 1);
    const b = await insertSection(ctx.db, 'B', 2);
    await insertSection(ctx.db, 'C', 3);
    const video = await insertVideo(ctx.db, b, { title: 'In B', order: 1 });
    await insertQuiz(ctx.db, video, { question: 'q', options: ['1', '2', '3', '4'], correct: ['1'] });
    expect((await call('DELETE', `/api/admin/video-sections/${b}`)).statusCode).toBe(200);
    expect(await sectionOrder()).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect(await ctx.db.select().from(videos).where(eq(videos.id, video))).toEqual([]);
    expect(await ctx.db.select().from(videoQuizzes).where(eq(videoQuizzes.videoId, video))).toEqual([]);
    expect((await call('DELETE', `/api/admin/video-sections/${b}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/video-sections/${a}`)).statusCode).toBe(200);
  });
});

describe('videos', () => {
  let section: string;
  beforeAll(async () => {
    section = await insertSection(ctx.db, 'Videos', 50);
  });

  it('creates with the defaults of SPEC §9 at max + 1 within the category', async () => {
    const body = { sectionId: section, title: 'Erstes', description: 'd', url: '/media/erstes.mp4' };
    const first = await call('POST', '/api/admin/videos', { ...body, mpuTypes: [] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      order: 1,
      language: 'de',
      country: ['DE'],
      mpuTypes: ['alcohol'],
      captionsUrl: null,
      quizCount: 0,
    });
    const second = await call('POST', '/api/admin/videos', {
      ...body,
      title: 'Zweites',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      language: 'tr',
      country: ['de', 'tr'],
      mpuTypes: ['drugs', 'points'],
      captionsUrl: '/media/zweites.vtt',
    });
    expect(second.json()).toMatchObject({
      order: 2,
      language: 'tr',
      country: ['DE', 'TR'],
      mpuTypes: ['drugs', 'points'],
      captionsUrl: '/media/zweites.vtt',
    });
  });

  it('needs title, description, url and a category, and refuses unsafe links', async () => {
    const base = { sectionId: section, title: 't', description: 'd', url: '/media/a.mp4' };
    for (const patch of [
      { title: ' ' },
      { description: '' },
      { url: '' },
      { url: 'javascript:alert(1)' },
      { url: '/etc/passwd' },
      { sectionId: undefined },
      { captionsUrl: 'data:text/vtt,x' },
    ]) {
      expect(
        (await call('POST', '/api/admin/videos', { ...base, ...patch })).statusCode,
        JSON.stringify(patch),
      ).toBe(400);
    }
    expect((await call('POST', '/api/admin/videos', { ...base, sectionId: unknown })).statusCode).toBe(404);
  });

  it('edits a video and its MPU types; none chosen becomes [alcohol]', async () => {
    const id = await insertVideo(ctx.db, section, { title: 'Bearbeiten', order: 9, mpuTypes: ['drugs'] });
    const types = await call('PATCH', `/api/admin/videos/${id}`, { mpuTypes: ['criminal', 'points'] });
    expect(types.json()).toMatchObject({ title: 'Bearbeiten', mpuTypes: ['criminal', 'points'] });
    const none = await call('PATCH', `/api/admin/videos/${id}`, { mpuTypes: [] });
    expect(none.json().mpuTypes).toEqual(['alcohol']);
    const edited = await call('PATCH', `/api/admin/videos/${id}`, {
      title: 'Neu',
      description: 'Neu beschrieben',
      url: 'https://example.org/v.mp4',
      thumbnailUrl: '',
    });
    expect(edited.json()).toMatchObject({
      title: 'Neu',
      url: 'https://example.org/v.mp4',
      thumbnailUrl: null,
    });
    expect((await call('PATCH', `/api/admin/videos/${id}`, { title: '' })).statusCode).toBe(400);
  });

  it('deletes a video and renumbers its category', async () => {
    const s = await insertSection(ctx.db, 'Löschen', 60);
    const a = await insertVideo(ctx.db, s, { title: 'a', order: 1 });
    await insertVideo(ctx.db, s, { title: 'b', order: 2 });
    await insertVideo(ctx.db, s, { title: 'c', order: 3 });
    expect((await call('DELETE', `/api/admin/videos/${a}`)).statusCode).toBe(200);
    expect(await videoOrder(s)).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('lists every video of every language and MPU type to the admin', async () => {
    const s = await insertSection(ctx.db, 'Alle', 70);
    await insertVideo(ctx.db, s, { title: 'en-drugs', order: 1, language: 'en', mpuTypes: ['drugs'] });
    const body = (await call('GET', '/api/admin/videos')).json();
    const found = body.sections.find((x: { id: string }) => x.id === s);
    expect(found.videos.map((v: { title: string }) => v.title)).toEqual(['en-drugs']);
  });
});

describe('video quiz questions', () => {
  let video: string;
  beforeAll(async () => {
    const section = await insertSection(ctx.db, 'Quiz', 80);
    video = await insertVideo(ctx.db, section, { title: 'Mit Quiz', order: 1 });
  });
  const valid = {
    question: 'Was stimmt?',
    options: ['Eins', 'Zwei', 'Drei', 'Vier'],
    correctAnswers: ['Zwei', 'Vier'],
  };

  it('creates a question with four options and ≥ 1 correct, at max + 1', async () => {
    const first = await call('POST', `/api/admin/videos/${video}/quizzes`, valid);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...valid, explanation: '', order: 1, videoId: video });
    const second = await call('POST', `/api/admin/videos/${video}/quizzes`, {
      ...valid,
      question: 'Noch eine?',
      explanation: ' Zwei und Vier sind gerade Zahlen. ',
    });
    expect(second.json()).toMatchObject({ order: 2, explanation: 'Zwei und Vier sind gerade Zahlen.' });
    const list = (await call('GET', `/api/admin/videos/${video}/quizzes`)).json().quizzes;
    expect(
      list.map((q: { question: string; correctAnswers: string[] }) => [q.question, q.correctAnswers]),
    ).toEqual([
      ['Was stimmt?', ['Zwei', 'Vier']],
      ['Noch eine?', ['Zwei', 'Vier']],
    ]);
  });

  it('refuses incomplete questions (SPEC §5)', async () => {
    for (const patch of [
      { question: '  ' },
      { options: ['Eins', 'Zwei', 'Drei'] },
      { options: ['Eins', 'Zwei', 'Drei', ' '] },
      { options: ['Eins', 'Eins', 'Drei', 'Vier'], correctAnswers: ['Eins'] },
      { correctAnswers: [] },
      { correctAnswers: ['Fünf'] },
    ]) {
      const response = await call('POST', `/api/admin/videos/${video}/quizzes`, { ...valid, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
  });

  it('deletes a question', async () => {
    const id = (await call('POST', `/api/admin/videos/${video}/quizzes`, valid)).json().id;
    expect((await call('DELETE', `/api/admin/video-quizzes/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/video-quizzes/${id}`)).statusCode).toBe(404);
  });
});
