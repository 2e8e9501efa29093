import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, userProgress } from '../../db/schema/courses.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertCourse } from './course-fixtures.ts';

let ctx: TestContext;
let data: Awaited<ReturnType<typeof insertCourse>>;
let learner: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  data = await insertCourse(ctx);
  await ctx.db.insert(lexicon).values([
    { term: 'Abstinenznachweis', definition: 'Beleg für Verzicht.', category: 'Dokumentation' },
    { term: 'Gutachten', definition: 'Das Ergebnis.', category: 'Gutachten' },
    { term: 'Promille', definition: 'Nicht im Kurs.', category: 'Medizinisches' },
  ]);
  learner = await ctx.createUser();
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });

describe('course detail', () => {
  it('shows chapters in order with their quizzes but without any answer key', async () => {
    const response = await get(`/api/courses/${data.course.id}`, learner.cookie);
    expect(response.statusCode).toBe(200);
    const course = response.json();
    expect(course.title).toBe('Die MPU verstehen');
    expect(course.chapters.map((c: { title: string }) => c.title)).toEqual(['Warum eine MPU?', 'Der Ablauf']);
    expect(course.chapters[0].quizzes).toHaveLength(2);
    const [first] = course.chapters[0].quizzes;
    // Options come in a new order each time (issue 11).
    expect({ ...first, options: [...first.options].sort() }).toEqual({
      id: data.quizzes[0].id,
      question: 'Wer ordnet die MPU an?',
      options: ['Das Gericht', 'Die Fahrerlaubnisbehörde', 'Die Polizei'],
      attempt: null,
      lang: 'de',
    });
    expect(response.body).not.toContain('correctAnswer');
    expect(response.body).not.toContain('explanation');
    expect(response.body).not.toContain('correct_answer');
  });

  it('brings the glossary entries that occur in the chapters (inflected forms too)', async () => {
    const course = (await get(`/api/courses/${data.course.id}`, learner.cookie)).json();
    expect(course.glossary.map((g: { term: string }) => g.term).sort()).toEqual([
      'Abstinenznachweis',
      'Gutachten',
    ]);
    const noLexicon = await ctx.createUser({ deny: ['lexicon'] });
    const without = (await get(`/api/courses/${data.course.id}`, noLexicon.cookie)).json();
    expect(without.glossary).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/courses/00000000-0000-4000-8000-000000000000', learner.cookie)).statusCode).toBe(
      404,
    );
    const malformed = await get('/api/courses/keine-id', learner.cookie);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe('not_found');
  });

  it('needs a session and the page key courses', async () => {
    expect((await get(`/api/courses/${data.course.id}`)).statusCode).toBe(401);
    expect((await get('/api/courses')).statusCode).toBe(401);
    const denied = await ctx.createUser({ deny: ['courses'] });
    for (const url of ['/api/courses', `/api/courses/${data.course.id}`]) {
      const response = await get(url, denied.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('page_forbidden');
    }
    const quiz = await send('POST', `/api/courses/quizzes/${data.quizzes[0].id}/attempt`, denied.cookie, {
      answer: 'Die Polizei',
    });
    expect(quiz.statusCode).toBe(403);
    const done = await send('PUT', `/api/courses/chapters/${data.chapters[0].id}/done`, denied.cookie);
    expect(done.statusCode).toBe(403);
  });
});

describe('chapter quiz', () => {
  it('records one answer, reveals the correct one only then, and stays locked', async () => {
    const user = await ctx.createUser();
    const url = `/api/courses/quizzes/${data.quizzes[0].id}/attempt`;
    const wrong = await send('POST', url, user.cookie, { answer: 'Die Polizei' });
    expect(wrong.statusCode).toBe(201);
    expect(wrong.json()).toEqual({
      answer: 'Die Polizei',
      isCorrect: false,
      correctAnswer: 'Die Fahrerlaubnisbehörde',
      explanation:
        'Die Fahrerlaubnisbehörde ordnet die MPU an und entscheidet danach über die Fahrerlaubnis.',
    });
    const again = await send('POST', url, user.cookie, { answer: 'Die Fahrerlaubnisbehörde' });
    expect(again.statusCode).toBe(409);
    const rows = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer: 'Die Polizei', isCorrect: false });

    const course = (await get(`/api/courses/${data.course.id}`, user.cookie)).json();
    expect(course.chapters[0].quizzes[0].attempt).toEqual(wrong.json());
    // The other question of the chapter stays without its key.
    expect(course.chapters[0].quizzes[1].attempt).toBeNull();
    expect(Object.keys(course.chapters[0].quizzes[1]).sort()).toEqual([
      'attempt',
      'id',
      'lang',
      'options',
      'question',
    ]);
  });

  it('marks a right answer as correct', async () => {
    const user = await ctx.createUser();
    const response = await send('POST', `/api/courses/quizzes/${data.quizzes[1].id}/attempt`, user.cookie, {
      answer: 'Ein Beleg für Verzicht',
    });
    expect(response.json()).toMatchObject({ isCorrect: true });
  });

  it('keeps attempts per user: one user never sees another one’s answer', async () => {
    const other = await ctx.createUser();
    const course = (await get(`/api/courses/${data.course.id}`, other.cookie)).json();
    expect(course.chapters[0].quizzes.every((q: { attempt: unknown }) => q.attempt === null)).toBe(true);
  });

  it('rejects an answer that is not an option, an empty one, and an unknown question', async () => {
    const user = await ctx.createUser();
    const url = `/api/courses/quizzes/${data.quizzes[0].id}/attempt`;
    expect((await send('POST', url, user.cookie, { answer: 'Der Papst' })).statusCode).toBe(400);
    expect((await send('POST', url, user.cookie, { answer: '' })).statusCode).toBe(400);
    expect((await send('POST', url, user.cookie, {})).statusCode).toBe(400);
    const unknown = '/api/courses/quizzes/00000000-0000-4000-8000-000000000000/attempt';
    expect((await send('POST', unknown, user.cookie, { answer: 'x' })).statusCode).toBe(404);
    expect(await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).toEqual([]);
  });
});

describe('chapter progress', () => {
  it('keeps one row per user and completed chapter and shows it in the course list', async () => {
    const user = await ctx.createUser();
    const url = `/api/courses/chapters/${data.chapters[0].id}/done`;
    for (let i = 0; i < 2; i++) {
      const response = await send('PUT', url, user.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ chapterId: data.chapters[0].id, completed: true });
    }
    const rows = await ctx.db.select().from(userProgress).where(eq(userProgress.userId, user.id));
    expect(rows).toHaveLength(1);
    const list = (await get('/api/courses', user.cookie)).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: data.course.id, chapterCount: 2, completedCount: 1 }),
    ]);
    const detail = (await get(`/api/courses/${data.course.id}`, user.cookie)).json();
    expect(detail.chapters.map((c: { completed: boolean }) => c.completed)).toEqual([true, false]);

    // Someone else's progress is untouched and unseen.
    expect((await get('/api/courses', learner.cookie)).json().items[0].completedCount).toBe(0);

    expect((await send('DELETE', url, user.cookie)).json()).toMatchObject({ completed: false });
    const left = await ctx.db
      .select()
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), eq(userProgress.chapterId, data.chapters[0].id)));
    expect(left).toEqual([]);
  });

  it('answers 404 for an unknown chapter and 400 for a malformed id', async () => {
    const unknown = '/api/courses/chapters/00000000-0000-4000-8000-000000000000/done';
    expect((await send('PUT', unknown, learner.cookie)).statusCode).toBe(404);
    expect((await send('PUT', '/api/courses/chapters/x/done', learner.cookie)).statusCode).toBe(400);
  });
});
