import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, quizzes } from '../../db/schema/courses.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Courses, chapters and chapter questions share the ordering helper of server/db/ordering.ts with
// the video library: new items last under a lock, deletes close the gap, wrong id sets are a 400.

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.createUser({ role: 'admin' })).cookie;
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/courses${url}`, payload, headers: { cookie: admin } });
const newCourse = (title: string) => call('POST', '', { title, description: 'x', mpuTypes: ['alcohol'] });
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function courseOrder() {
  const rows = await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.createdAt));
  return { titles: rows.map((r) => r.title), orders: rows.map((r) => r.sortOrder) };
}

describe('course order', () => {
  it('gives courses created at the same time distinct orders 1..n', async () => {
    const titles = ['K1', 'K2', 'K3', 'K4', 'K5', 'K6'];
    const responses = await Promise.all(titles.map(newCourse));
    expect(responses.map((r) => r.statusCode)).toEqual(titles.map(() => 201));
    const after = await courseOrder();
    expect(after.orders).toEqual(oneTo(titles.length));
    expect([...after.titles].sort()).toEqual(titles);
  });

  it('renumbers the remaining courses 1..n after a delete, keeping their order', async () => {
    const before = await courseOrder();
    const [second] = await ctx.db.select().from(courses).where(eq(courses.sortOrder, 2));
    expect((await call('DELETE', `/${second!.id}`)).statusCode).toBe(200);
    const after = await courseOrder();
    expect(after.orders).toEqual(oneTo(before.titles.length - 1));
    expect(after.titles).toEqual(before.titles.filter((title) => title !== second!.title));
  });

  it('keeps orders distinct when courses are created, deleted and reordered at once', async () => {
    const rows = await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder));
    const ids = rows.map((r) => r.id);
    const results = await Promise.all([
      newCourse('N1'),
      call('DELETE', `/${ids[0]}`),
      newCourse('N2'),
      call('PUT', '/order', { ids: [...ids].reverse() }),
    ]);
    expect([results[0], results[1], results[2]].map((r) => r!.statusCode)).toEqual([201, 200, 201]);
    expect([200, 400]).toContain(results[3]!.statusCode);
    expect((await courseOrder()).orders).toEqual(oneTo(ids.length + 1));
  });

  it('refuses a wrong id set with a German 400 and changes nothing', async () => {
    const before = await courseOrder();
    const rows = await ctx.db.select().from(courses).orderBy(asc(courses.sortOrder));
    const ids = rows.map((r) => r.id);
    for (const wrong of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), crypto.randomUUID()]]) {
      const response = await call('PUT', '/order', { ids: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation',
        message: expect.stringMatching(/Eingabe/),
      });
    }
    expect(await courseOrder()).toEqual(before);
  });
});

describe('chapter and question order', () => {
  it('closes the gap when a chapter or a question is deleted', async () => {
    const { id: courseId } = (await newCourse('Mit Kapiteln')).json();
    const chapterIds: string[] = [];
    for (const title of ['A', 'B', 'C']) {
      chapterIds.push((await call('POST', `/${courseId}/chapters`, { title, content: 'x' })).json().id);
    }
    expect((await call('DELETE', `/chapters/${chapterIds[0]}`)).statusCode).toBe(200);
    const left = await ctx.db
      .select()
      .from(chapters)
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.sortOrder));
    expect(left.map((c) => [c.title, c.sortOrder])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);

    const chapterId = chapterIds[1]!;
    const questionIds = await Promise.all(
      ['F1', 'F2', 'F3'].map(async (question) => {
        const body = { question, options: ['Ja', 'Nein'], correctAnswer: 'Ja' };
        return (await call('POST', `/chapters/${chapterId}/quizzes`, body)).json().id as string;
      }),
    );
    const created = await ctx.db.select().from(quizzes).where(eq(quizzes.chapterId, chapterId));
    expect(created.map((q) => q.sortOrder).sort()).toEqual([1, 2, 3]);
    expect((await call('DELETE', `/quizzes/${questionIds[1]}`)).statusCode).toBe(200);
    const remaining = await ctx.db.select().from(quizzes).where(eq(quizzes.chapterId, chapterId));
    expect(remaining.map((q) => q.sortOrder).sort()).toEqual([1, 2]);
  });

  it('refuses a chapter order naming a chapter of another course (400 validation)', async () => {
    const { id: one } = (await newCourse('Eins')).json();
    const { id: two } = (await newCourse('Zwei')).json();
    const mine = (await call('POST', `/${one}/chapters`, { title: 'A', content: 'x' })).json().id;
    const theirs = (await call('POST', `/${two}/chapters`, { title: 'B', content: 'x' })).json().id;
    const response = await call('PUT', `/${one}/chapters/order`, { ids: [theirs] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation');
    expect((await call('PUT', `/${one}/chapters/order`, { ids: [mine] })).statusCode).toBe(200);
  });
});
