import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

let ctx: TestContext;
let admin: { cookie: string };
let learner: { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
  learner = await ctx.createUser({ reason: 'alcohol' });
});
afterAll(() => ctx.close());

const ADMIN_ROUTES = [
  ['GET', '/api/admin/exam/categories', undefined],
  ['POST', '/api/admin/exam/categories', { name: 'X', description: 'Y' }],
  ['GET', '/api/admin/exam/questions', undefined],
  [
    'POST',
    '/api/admin/exam/questions',
    { categoryId: randomUUID(), question: 'F', options: ['a', 'b'], correct: [0] },
  ],
  ['DELETE', `/api/admin/exam/questions/${randomUUID()}`, undefined],
  ['POST', '/api/admin/exam/delete-all', { confirm: 'delete-all' }],
  ['POST', '/api/admin/exam/import', { csv: 'category_name,question\n' }],
  ['GET', '/api/admin/exam/template.csv', undefined],
] as const;

describe('access', () => {
  it('answers 401 without a session and 403 to a learner on every admin route', async () => {
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const anonymous = await ctx.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asLearner = await ctx.app.inject({ method, url, payload, headers: { cookie: learner.cookie } });
      expect(asLearner.statusCode, `${method} ${url}`).toBe(403);
      expect(asLearner.json().error.code).toBe('forbidden');
    }
    // The learner changed nothing.
    expect(await ctx.db.select().from(quizCategories)).toEqual([]);
  });
});

describe('categories', () => {
  it('creates a category; no type chosen means alcohol, "for everyone" means none', async () => {
    const b = bank(ctx, admin.cookie);
    const plain = await b.send('POST', '/api/admin/exam/categories', {
      name: ' Recht ',
      description: ' Gesetze ',
    });
    expect(plain.statusCode).toBe(201);
    await b.category('Allgemein', ['drugs'], true);
    await b.category('Drogen', ['drugs', 'points']);
    const list = (await b.send('GET', '/api/admin/exam/categories')).json().categories;
    expect(list.map((c: object) => ({ ...c, id: undefined }))).toEqual([
      {
        name: 'Allgemein',
        description: 'Beschreibung Allgemein',
        mpuTypes: [],
        questionCount: 0,
        id: undefined,
      },
      {
        name: 'Drogen',
        description: 'Beschreibung Drogen',
        mpuTypes: ['drugs', 'points'],
        questionCount: 0,
        id: undefined,
      },
      { name: 'Recht', description: 'Gesetze', mpuTypes: ['alcohol'], questionCount: 0, id: undefined },
    ]);
  });

  it('requires name and description, and refuses a name twice (any case)', async () => {
    const b = bank(ctx, admin.cookie);
    expect(
      (await b.send('POST', '/api/admin/exam/categories', { name: '  ', description: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await b.send('POST', '/api/admin/exam/categories', { name: 'x', description: '' })).statusCode,
    ).toBe(400);
    const twice = await b.send('POST', '/api/admin/exam/categories', { name: 'RECHT', description: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('exam_category_taken');
  });
});

describe('questions', () => {
  it('applies the question rules of SPEC §5', async () => {
    const b = bank(ctx, admin.cookie);
    const categoryId = await b.category('Regeln');
    const post = (body: object) =>
      b.send('POST', '/api/admin/exam/questions', {
        categoryId,
        question: 'F?',
        options: ['a', 'b', '', ''],
        correct: [0],
        ...body,
      });
    const code = async (body: object) => (await post(body)).json().error?.code;
    expect(await code({ question: '  ' })).toBe('exam_fields_required');
    expect(await code({ correct: [] })).toBe('exam_fields_required');
    expect(await code({ correct: [2] })).toBe('exam_fields_required'); // a blank option cannot be correct
    expect(await code({ options: ['a', '', '', ''] })).toBe('exam_too_few_options');
    expect(await code({ options: ['a', 'a', '', ''] })).toBe('exam_duplicate_options');
    expect((await post({ categoryId: randomUUID() })).statusCode).toBe(404);

    const made = await post({ options: [' a ', '', 'b', ''], correct: [2], explanation: ' weil ' });
    expect(made.statusCode).toBe(201);
    const again = await post({ options: ['x', 'y'], correct: [1] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('exam_question_taken');

    const page = (await b.send('GET', `/api/admin/exam/questions?categoryId=${categoryId}`)).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.items[0]).toMatchObject({
      id: made.json().id,
      categoryId,
      categoryName: 'Regeln',
      question: 'F?',
      options: ['a', 'b'],
      correctAnswers: ['b'],
      explanation: 'weil',
      difficulty: 'medium',
    });
  });

  it('lists newest first, in pages, and deletes one question', async () => {
    const b = bank(ctx, admin.cookie);
    const categoryId = await b.category('Liste');
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(await b.question(categoryId, `Frage ${i}`));
    const page = (await b.send('GET', `/api/admin/exam/questions?categoryId=${categoryId}`)).json();
    expect(page.items.map((q: { question: string }) => q.question)).toEqual([
      'Frage 2',
      'Frage 1',
      'Frage 0',
    ]);
    expect((await b.send('GET', '/api/admin/exam/questions?page=2')).json().items).toEqual([]);

    expect((await b.send('DELETE', `/api/admin/exam/questions/${made[1]}`)).statusCode).toBe(200);
    expect((await b.send('DELETE', `/api/admin/exam/questions/${made[1]}`)).statusCode).toBe(404);
    const after = (await b.send('GET', `/api/admin/exam/questions?categoryId=${categoryId}`)).json();
    expect(after.total).toBe(2);
  });
});

describe('template and delete all', () => {
  it('serves the CSV template as a download', async () => {
    const response = await bank(ctx, admin.cookie).send('GET', '/api/admin/exam/template.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.body.startsWith('\uFEFFcategory_name,question,option_a')).toBe(true);
  });

  it('deletes categories, questions and attempts only with the confirmation', async () => {
    const b = bank(ctx, admin.cookie);
    const categoryId = await b.category('Weg damit', [], true);
    const questionId = await b.question(categoryId, 'Bald weg?');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/exam/questions/${questionId}/answer`,
      payload: { runId: randomUUID(), selected: ['Richtig'] },
      headers: { cookie: learner.cookie },
    });
    expect((await b.send('POST', '/api/admin/exam/delete-all', {})).statusCode).toBe(400);
    expect((await ctx.db.select().from(quizQuestions)).length).toBeGreaterThan(0);

    const response = await b.send('POST', '/api/admin/exam/delete-all', { confirm: 'delete-all' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ attempts: 1 });
    expect(response.json().categories).toBeGreaterThan(1);
    expect(await ctx.db.select().from(quizCategories)).toEqual([]);
    expect(await ctx.db.select().from(quizQuestions)).toEqual([]);
    expect(await ctx.db.select().from(quizUserAttempts)).toEqual([]);
  });
});
