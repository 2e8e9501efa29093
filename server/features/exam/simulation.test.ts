import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATION_GRACE_MS, SIMULATION_SIZE } from '../../../common/domain/simulation.ts';
import { chapters, courses } from '../../db/schema/courses.ts';
import { quizCategories } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { drawAcrossCategories } from './simulation.service.ts';
import { bank } from './test-helpers.ts';

// A moving clock the tests push forward (sessions stay valid: it starts at the real time).
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

let ctx: TestContext;
let learner: { id: string; cookie: string };
let other: { id: string; cookie: string };
const ids = {} as Record<'alcohol' | 'general' | 'drugs' | 'qDrugs', string>;
const RIGHT = 'Richtig';
const OPTIONS = [RIGHT, 'Falsch', 'Daneben'];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const admin = await ctx.createUser({ role: 'admin' });
  learner = await ctx.createUser({ reason: 'alcohol' });
  other = await ctx.createUser({ reason: 'alcohol' });
  const b = bank(ctx, admin.cookie);
  ids.alcohol = await b.category('Alkohol', ['alcohol']);
  ids.general = await b.category('Ablauf', [], true);
  ids.drugs = await b.category('Drogen', ['drugs']);
  for (let i = 0; i < 30; i++) await b.question(ids.alcohol, `Alkoholfrage ${i}?`, OPTIONS, [0]);
  for (let i = 0; i < 5; i++) await b.question(ids.general, `Ablauffrage ${i}?`, OPTIONS, [0]);
  ids.qDrugs = await b.question(ids.drugs, 'Drogenfrage?', OPTIONS, [0]);
});
afterAll(() => ctx.close());

type Send = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; cookie?: string };
const send = ({ method, url, payload, cookie = learner.cookie }: Send) =>
  ctx.app.inject({ method, url, payload, headers: { cookie } });
const start = async (cookie = learner.cookie) => {
  const response = await send({ method: 'POST', url: '/api/exam/simulations', payload: {}, cookie });
  expect(response.statusCode).toBe(201);
  return response.json();
};
const put = (id: string, questionId: string, selected: unknown, cookie = learner.cookie) =>
  send({
    method: 'PUT',
    url: `/api/exam/simulations/${id}/answers/${questionId}`,
    payload: { selected },
    cookie,
  });
const handIn = (id: string, cookie = learner.cookie) =>
  send({ method: 'POST', url: `/api/exam/simulations/${id}/hand-in`, payload: {}, cookie });

describe('drawAcrossCategories', () => {
  it('takes the categories in turn and stops at the size', () => {
    const pool = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: `a${i}`, categoryId: 'a' })),
      { id: 'b0', categoryId: 'b' },
      { id: 'c0', categoryId: 'c' },
    ];
    expect(drawAcrossCategories(pool, 4).map((q) => q.id)).toEqual(['a0', 'b0', 'c0', 'a1']);
    expect(drawAcrossCategories(pool, 30)).toHaveLength(7);
  });
});

describe('exam simulation', () => {
  it('draws a fixed set from the learner’s categories, with a deadline and no keys', async () => {
    const run = await start();
    expect(run.status).toBe('running');
    expect(run.questions).toHaveLength(SIMULATION_SIZE);
    const categories = new Set(run.questions.map((q: { categoryId: string }) => q.categoryId));
    expect(categories).toEqual(new Set([ids.alcohol, ids.general])); // every general question comes along
    expect(run.questions.filter((q: { categoryId: string }) => q.categoryId === ids.general)).toHaveLength(5);
    expect(Date.parse(run.deadlineAt) - Date.parse(run.startedAt)).toBe(30 * 60_000);
    const text = JSON.stringify(run);
    expect(text).not.toContain('correctAnswers');
    expect(text).not.toContain('Erklärung');
  });

  it('keeps answers (changed and cleared) until handing in, then judges them with keys', async () => {
    const run = await start();
    const [q1, q2, q3] = run.questions as { id: string }[];
    expect((await put(run.id, q1!.id, ['Falsch'])).statusCode).toBe(200);
    expect((await put(run.id, q1!.id, [RIGHT])).statusCode).toBe(200); // changed its mind
    expect((await put(run.id, q2!.id, ['Falsch'])).statusCode).toBe(200);
    expect((await put(run.id, q3!.id, [RIGHT])).statusCode).toBe(200);
    expect((await put(run.id, q3!.id, [])).statusCode).toBe(200); // cleared
    const again = (await send({ method: 'GET', url: `/api/exam/simulations/${run.id}` })).json();
    expect(again.status).toBe('running');
    expect(again.answers).toEqual({ [q1!.id]: [RIGHT], [q2!.id]: ['Falsch'] });
    expect(JSON.stringify(again)).not.toContain('Erklärung');

    const response = await handIn(run.id);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ status: 'finished', correct: 1, total: SIMULATION_SIZE, passed: false });
    expect(result.timedOut).toBe(false);
    const first = result.items.find((item: { id: string }) => item.id === q1!.id);
    expect(first).toMatchObject({ correct: true, selected: [RIGHT], correctAnswers: [RIGHT] });
    expect(first.explanation).toMatch(/^Erklärung zu/);
    const byName = Object.fromEntries(
      result.categories.map((c: { name: string; correct: number; total: number }) => [c.name, c]),
    );
    expect(byName.Alkohol.total + byName.Ablauf.total).toBe(SIMULATION_SIZE);
    expect(byName.Ablauf.total).toBe(5);

    // Handed in: no more answers (German 409), the result stays the same.
    const late = await put(run.id, q3!.id, [RIGHT]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('simulation_closed');
    expect(late.json().error.message).toMatch(/Antworten werden nicht mehr angenommen/);
    expect((await handIn(run.id)).json().correct).toBe(1);

    // The answers count as attempts: the wrong one is in 'Falsch beantwortete wiederholen'.
    const hub = (await send({ method: 'GET', url: '/api/exam/hub' })).json();
    expect(hub.wrongCount).toBeGreaterThanOrEqual(1);

    const list = (await send({ method: 'GET', url: '/api/exam/simulations' })).json();
    expect(list.items.find((item: { id: string }) => item.id === run.id)).toMatchObject({
      finished: true,
      correct: 1,
      total: SIMULATION_SIZE,
      passed: false,
    });
  });

  it('enforces the deadline on the server: late answers are refused, the run is handed in', async () => {
    const run = await start();
    const [q1, q2] = run.questions as { id: string }[];
    expect((await put(run.id, q1!.id, [RIGHT])).statusCode).toBe(200);
    offsetMs += 30 * 60_000 + SIMULATION_GRACE_MS / 2; // within the grace: still counts
    expect((await put(run.id, q2!.id, [RIGHT])).statusCode).toBe(200);
    offsetMs += SIMULATION_GRACE_MS;
    const late = await put(run.id, q1!.id, ['Falsch']);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('simulation_closed');
    const result = (await send({ method: 'GET', url: `/api/exam/simulations/${run.id}` })).json();
    expect(result).toMatchObject({ status: 'finished', correct: 2, timedOut: true });
    expect(result.finishedAt).toBe(run.deadlineAt);
  });

  it('lists a simulation whose time ran out as finished', async () => {
    const run = await start();
    offsetMs += 31 * 60_000;
    const list = (await send({ method: 'GET', url: '/api/exam/simulations' })).json();
    expect(list.items[0]).toMatchObject({ id: run.id, finished: true, correct: 0 });
  });

  it('refuses bad input with a German 400', async () => {
    const run = await start();
    const q = run.questions[0].id;
    for (const selected of [['Gibt es nicht'], 'Richtig', [RIGHT, RIGHT], [''], null]) {
      const response = await put(run.id, q, selected);
      expect(response.statusCode, JSON.stringify(selected)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation' });
      expect(response.json().error.message).toMatch(/Die Eingabe ist ungültig/);
    }
    expect((await put('kein-uuid', q, [RIGHT])).statusCode).toBe(400);
    expect((await send({ method: 'GET', url: '/api/exam/simulations/123' })).statusCode).toBe(400);
    // A question that is not part of this simulation (here: not visible to the learner at all).
    expect((await put(run.id, ids.qDrugs, [RIGHT])).statusCode).toBe(404);
  });

  it('keeps each learner’s simulations to themselves', async () => {
    const run = await start();
    const q = run.questions[0].id;
    expect(
      (await send({ method: 'GET', url: `/api/exam/simulations/${run.id}`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await put(run.id, q, [RIGHT], other.cookie)).statusCode).toBe(404);
    expect((await handIn(run.id, other.cookie)).statusCode).toBe(404);
    const list = (await send({ method: 'GET', url: '/api/exam/simulations', cookie: other.cookie })).json();
    expect(list.items).toEqual([]);
    expect((await send({ method: 'GET', url: `/api/exam/simulations/${randomUUID()}` })).statusCode).toBe(
      404,
    );
  });

  it('needs a session and the page key courses', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/exam/simulations' })).statusCode).toBe(401);
    const denied = await ctx.createUser({ deny: ['courses'] });
    const response = await send({
      method: 'POST',
      url: '/api/exam/simulations',
      payload: {},
      cookie: denied.cookie,
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives a learner with another reason the general questions', async () => {
    const drugsOnly = await ctx.createUser({ reason: 'points' });
    const response = await send({
      method: 'POST',
      url: '/api/exam/simulations',
      payload: {},
      cookie: drugsOnly.cookie,
    });
    // The general category is visible to everyone, so this learner still gets its questions.
    expect(response.statusCode).toBe(201);
    expect(response.json().questions).toHaveLength(5);
  });

  it('links the weakest categories to the chapters of content/exam-chapters.yaml', async () => {
    // The alcohol category as the content loader would make it; its chapters from the mapping.
    await ctx.db
      .update(quizCategories)
      .set({ sourceKey: 'quiz-category:alkohol-und-verkehr', translations: { tr: { name: 'Alkol' } } })
      .where(eq(quizCategories.id, ids.alcohol));
    const [alcoholCourse] = await ctx.db
      .insert(courses)
      .values({ title: 'Alkohol und Fahreignung', mpuTypes: ['alcohol'], sortOrder: 90 })
      .returning();
    const [chapter] = await ctx.db
      .insert(chapters)
      .values({
        courseId: alcoholCourse!.id,
        title: 'Hohe Promillewerte und Gewöhnung',
        sortOrder: 1,
        sourceKey: 'chapter:promille-und-gewoehnung',
        translations: { tr: { title: 'Yüksek promil değerleri ve alışma' } },
      })
      .returning();

    const run = await start();
    const general = run.questions.filter((q: { categoryId: string }) => q.categoryId === ids.general);
    for (const q of general) await put(run.id, q.id, [RIGHT]); // Ablauf: 5 of 5
    const result = (await handIn(run.id)).json();
    const alcohol = result.categories.find((c: { id: string }) => c.id === ids.alcohol);
    expect(alcohol).toMatchObject({ name: 'Alkohol', lang: 'de', correct: 0, total: SIMULATION_SIZE - 5 });
    const href = `/dashboard/courses/${alcoholCourse!.id}#kapitel-${chapter!.id}`;
    expect(alcohol.chapters).toEqual([{ title: 'Hohe Promillewerte und Gewöhnung', href, lang: 'de' }]);
    // Category names and chapters in the learner's language where translated (issue 14); German
    // marked otherwise.
    const localized = async (language: string) =>
      (
        await ctx.app.inject({
          url: `/api/exam/simulations/${run.id}`,
          headers: { cookie: learner.cookie, 'accept-language': language },
        })
      )
        .json()
        .categories.find((c: { id: string }) => c.id === ids.alcohol);
    expect(await localized('tr')).toMatchObject({
      name: 'Alkol',
      lang: 'tr',
      chapters: [{ title: 'Yüksek promil değerleri ve alışma', href, lang: 'tr' }],
    });
    expect(await localized('en')).toMatchObject({
      name: 'Alkohol',
      lang: 'de',
      chapters: [{ title: 'Hohe Promillewerte und Gewöhnung', href, lang: 'de' }],
    });
    // Admin-made categories have no mapping; a category at 100 % is not among the weakest.
    expect(result.categories.find((c: { id: string }) => c.id === ids.general).chapters).toEqual([]);
    expect(result.weakest).toEqual([ids.alcohol]);
  });
});
