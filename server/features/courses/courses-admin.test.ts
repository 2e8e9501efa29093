import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses } from '../../db/schema/courses.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertCourse } from './course-fixtures.ts';

let ctx: TestContext;
let admin: string;
let learner: string;
let data: Awaited<ReturnType<typeof insertCourse>>;

beforeAll(async () => {
  ctx = await createTestContext();
  data = await insertCourse(ctx);
  admin = (await ctx.createUser({ role: 'admin' })).cookie;
  learner = (await ctx.createUser()).cookie;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/courses${url}`, payload, headers: cookie ? { cookie } : {} });

const quiz = { question: 'Was stimmt?', options: ['Ja', 'Nein', ''], correctAnswer: 'Ja' };
const course = { title: 'Neuer Kurs', description: 'Beschreibung', mpuTypes: ['drugs'] };
const chapter = { title: 'Kapitel', content: '# Inhalt' };

describe('guards', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [Parameters<typeof call>[0], string, object?][] = [
    ['GET', ''],
    ['POST', '', course],
    ['PUT', '/order', { ids: [id] }],
    ['PUT', `/${id}`, course],
    ['DELETE', `/${id}`],
    ['POST', `/${id}/chapters`, chapter],
    ['PUT', `/${id}/chapters/order`, { ids: [id] }],
    ['PUT', `/chapters/${id}`, chapter],
    ['DELETE', `/chapters/${id}`],
    ['POST', `/chapters/${id}/quizzes`, quiz],
    ['PUT', `/chapters/${id}/quizzes/order`, { ids: [id] }],
    ['PUT', `/quizzes/${id}`, quiz],
    ['DELETE', `/quizzes/${id}`],
  ];

  it('refuses every admin route without a session (401) and to a learner (403)', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      const response = await call(method, url, learner, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });
});

describe('course management', () => {
  it('lists courses with chapters and quiz answer keys for admins', async () => {
    const response = await call('GET', '', admin);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().items;
    expect(first.chapters[0].quizzes[0].correctAnswer).toBe('Die Fahrerlaubnisbehörde');
  });

  it('creates, edits, reorders and deletes courses; new ones go last', async () => {
    const created = await call('POST', '', admin, course);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = await ctx.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({ title: 'Neuer Kurs', sortOrder: 2, mpuTypes: ['drugs'] });

    expect((await call('PUT', `/${id}`, admin, { ...course, title: 'Umbenannt' })).statusCode).toBe(200);
    expect((await call('PUT', '/order', admin, { ids: [id, data.course.id] })).statusCode).toBe(200);
    const items = (await call('GET', '', admin)).json().items;
    expect(items.map((c: { title: string }) => c.title)).toEqual(['Umbenannt', 'Die MPU verstehen']);

    // An order must name exactly the existing items.
    expect((await call('PUT', '/order', admin, { ids: [id] })).statusCode).toBe(400);
    expect((await call('PUT', '/order', admin, { ids: [id, id] })).statusCode).toBe(400);

    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(404);
  });

  it('validates course input', async () => {
    expect((await call('POST', '', admin, { title: '   ' })).statusCode).toBe(400);
    expect((await call('POST', '', admin, { title: 'x', mpuTypes: ['astrology'] })).statusCode).toBe(400);
  });
});

describe('chapters and chapter quizzes', () => {
  it('adds, edits, reorders and deletes chapters', async () => {
    const { id: courseId } = (await call('POST', '', admin, course)).json();
    const a = (await call('POST', `/${courseId}/chapters`, admin, { ...chapter, title: 'A' })).json().id;
    const b = (await call('POST', `/${courseId}/chapters`, admin, { ...chapter, title: 'B' })).json().id;
    const orders = await ctx.db.select().from(chapters).where(eq(chapters.courseId, courseId));
    expect(orders.map((c) => [c.title, c.sortOrder]).sort()).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect((await call('PUT', `/chapters/${a}`, admin, { title: 'A2', content: 'Neu' })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/${courseId}/chapters/order`, admin, { ids: [b, a] })).statusCode).toBe(200);
    // Chapters of another course cannot be mixed in.
    const foreign = data.chapters[0].id;
    expect((await call('PUT', `/${courseId}/chapters/order`, admin, { ids: [b, foreign] })).statusCode).toBe(
      400,
    );
    const listed = (await call('GET', '', admin)).json().items.find((c: { id: string }) => c.id === courseId);
    expect(listed.chapters.map((c: { title: string }) => c.title)).toEqual(['B', 'A2']);
    expect((await call('DELETE', `/chapters/${b}`, admin)).statusCode).toBe(200);
    const unknown = '/00000000-0000-4000-8000-000000000000/chapters';
    expect((await call('POST', unknown, admin, chapter)).statusCode).toBe(404);
  });

  it('adds quiz questions (blank options dropped), edits, reorders and deletes them', async () => {
    const chapterId = data.chapters[1].id;
    const created = await call('POST', `/chapters/${chapterId}/quizzes`, admin, quiz);
    expect(created.statusCode).toBe(201);
    const second = (
      await call('POST', `/chapters/${chapterId}/quizzes`, admin, { ...quiz, question: 'Zweite?' })
    ).json().id;
    let listed = (await call('GET', '', admin)).json().items[0].chapters[1];
    expect(listed.quizzes[0]).toMatchObject({
      question: 'Was stimmt?',
      options: ['Ja', 'Nein'],
      correctAnswer: 'Ja',
      explanation: '',
    });

    const edit = await call('PUT', `/quizzes/${created.json().id}`, admin, {
      question: 'Was stimmt wirklich?',
      options: ['A', 'B', 'C'],
      correctAnswer: 'C',
      explanation: '  C ist richtig, weil … ',
    });
    expect(edit.statusCode).toBe(200);
    // An edit without the field keeps the explanation.
    await call('PUT', `/quizzes/${created.json().id}`, admin, {
      question: 'Was stimmt wirklich?',
      options: ['A', 'B', 'C'],
      correctAnswer: 'C',
    });
    const reorder = await call('PUT', `/chapters/${chapterId}/quizzes/order`, admin, {
      ids: [second, created.json().id],
    });
    expect(reorder.statusCode).toBe(200);
    listed = (await call('GET', '', admin)).json().items[0].chapters[1];
    expect(listed.quizzes.map((q: { question: string }) => q.question)).toEqual([
      'Zweite?',
      'Was stimmt wirklich?',
    ]);
    expect(listed.quizzes[1].explanation).toBe('C ist richtig, weil …');
    expect((await call('DELETE', `/quizzes/${second}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/quizzes/${second}`, admin)).statusCode).toBe(404);
  });

  it('requires a question, two distinct options and a correct answer among them', async () => {
    const url = `/chapters/${data.chapters[1].id}/quizzes`;
    const bad = [
      { ...quiz, question: ' ' },
      { ...quiz, options: ['Ja', ''] },
      { ...quiz, options: ['Ja', 'Ja'] },
      { ...quiz, correctAnswer: 'Vielleicht' },
      { ...quiz, correctAnswer: '' },
    ];
    for (const body of bad)
      expect((await call('POST', url, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
