import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizUserAttempts } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

let ctx: TestContext;
let admin: { cookie: string };
let learner: { id: string; cookie: string };
const ids = {} as Record<
  'alcohol' | 'drugs' | 'general' | 'qSingle' | 'qMulti' | 'qGeneral' | 'qDrugs',
  string
>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
  learner = await ctx.createUser({ reason: 'alcohol' });
  const b = bank(ctx, admin.cookie);
  ids.alcohol = await b.category('Alkohol', ['alcohol']);
  ids.drugs = await b.category('Drogen', ['drugs']);
  ids.general = await b.category('Ablauf', [], true);
  ids.qSingle = await b.question(ids.alcohol, 'Einfach?');
  ids.qMulti = await b.question(
    ids.alcohol,
    'Mehrfach?',
    ['Richtig', 'Falsch', 'Auch richtig', 'Daneben'],
    [0, 2],
  );
  ids.qGeneral = await b.question(ids.general, 'Allgemein?');
  ids.qDrugs = await b.question(ids.drugs, 'Drogenfrage?');
});
afterAll(() => ctx.close());

const get = (url: string, cookie = learner.cookie) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const answer = (questionId: string, selected: string[], runId: string, cookie = learner.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/exam/questions/${questionId}/answer`,
    payload: { runId, selected },
    headers: { cookie },
  });

const LEARNER_ROUTES = [
  ['GET', '/api/exam/hub'],
  ['GET', '/api/exam/activity'],
  ['GET', '/api/exam/quiz?mode=all'],
  ['POST', `/api/exam/questions/${randomUUID()}/answer`],
] as const;

describe('access', () => {
  it('needs a session on every learner route (401)', async () => {
    for (const [method, url] of LEARNER_ROUTES) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('needs the page key courses on every learner route (403)', async () => {
    const denied = await ctx.createUser({ deny: ['courses'] });
    for (const [method, url] of LEARNER_ROUTES) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { runId: randomUUID(), selected: ['x'] } : undefined,
        headers: { cookie: denied.cookie },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('page_forbidden');
    }
  });

  it('lets an admin in without the page key (admins bypass, SPEC §5)', async () => {
    const deniedAdmin = await ctx.createUser({ role: 'admin', deny: ['courses'] });
    expect((await get('/api/exam/hub', deniedAdmin.cookie)).statusCode).toBe(200);
  });
});

describe('hub', () => {
  it('shows the categories of the learner’s reasons and those without types, with live counts', async () => {
    const hub = (await get('/api/exam/hub')).json();
    expect(hub.categories.map((c: { name: string }) => c.name)).toEqual(['Ablauf', 'Alkohol']);
    expect(hub.categories[1]).toEqual({
      id: ids.alcohol,
      name: 'Alkohol',
      description: 'Beschreibung Alkohol',
      mpuTypes: ['alcohol'],
      questionCount: 2,
      lang: 'de',
    });
    expect(hub.questionCount).toBe(3);
    expect(hub).toMatchObject({ recent: [], activityCount: 0, wrongCount: 0 });
  });

  it('follows the reasons: a drugs learner sees drugs and general, a learner without reasons only general', async () => {
    const drugs = await ctx.createUser({ reason: 'drugs' });
    const hub = (await get('/api/exam/hub', drugs.cookie)).json();
    expect(hub.categories.map((c: { name: string }) => c.name)).toEqual(['Ablauf', 'Drogen']);
    expect(hub.questionCount).toBe(2);

    const none = await ctx.createUser();
    const { profiles } = await import('../../db/schema/users.ts');
    await ctx.db.update(profiles).set({ mpuReason: null, mpuReasons: [] }).where(eq(profiles.id, none.id));
    const bare = (await get('/api/exam/hub', none.cookie)).json();
    expect(bare.categories.map((c: { name: string }) => c.name)).toEqual(['Ablauf']);
  });
});

describe('quiz pages carry no answer key', () => {
  it('mode all: the visible questions, without correct answers or explanations', async () => {
    const response = await get('/api/exam/quiz?mode=all');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(page.next).toBeNull();
    expect(page.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.questions.map((q: { question: string }) => q.question).sort()).toEqual([
      'Allgemein?',
      'Einfach?',
      'Mehrfach?',
    ]);
    const multi = page.questions.find((q: { id: string }) => q.id === ids.qMulti);
    expect({ ...multi, options: [...multi.options].sort() }).toEqual({
      id: ids.qMulti,
      categoryId: ids.alcohol,
      categoryName: 'Alkohol',
      categoryLang: 'de',
      lang: 'de',
      question: 'Mehrfach?',
      options: ['Auch richtig', 'Daneben', 'Falsch', 'Richtig'],
      multiple: true,
      difficulty: 'hard',
    });
    expect(response.body).not.toMatch(/correct|Erklärung|explanation/i);
  });

  it('shuffles the options per presentation (issue 11): the position teaches nothing', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const page = (await get('/api/exam/quiz?mode=all')).json();
      orders.add(page.questions.find((q: { id: string }) => q.id === ids.qMulti).options.join('|'));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('mode random: at most 10 visible questions, no key', async () => {
    const response = await get('/api/exam/quiz?mode=random');
    const page = response.json();
    expect(page.questions).toHaveLength(3);
    expect(page.total).toBe(3);
    expect(page.questions.map((q: { id: string }) => q.id)).not.toContain(ids.qDrugs);
    expect(response.body).not.toMatch(/correct|Erklärung|explanation/i);
  });

  it('mode category: only a category the learner may see', async () => {
    const page = (await get(`/api/exam/quiz?mode=category&categoryId=${ids.alcohol}`)).json();
    expect(page.category).toEqual({ id: ids.alcohol, name: 'Alkohol', lang: 'de' });
    expect(page.total).toBe(2);
    expect((await get(`/api/exam/quiz?mode=category&categoryId=${ids.drugs}`)).statusCode).toBe(404);
    expect((await get(`/api/exam/quiz?mode=category&categoryId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/exam/quiz?mode=category')).statusCode).toBe(400);
    expect((await get('/api/exam/quiz?mode=everything')).statusCode).toBe(400);
    expect((await get('/api/exam/quiz?mode=all&after=kaputt')).statusCode).toBe(400);
    // Well-formed cursors with the wrong values: one value short, an id that is no UUID.
    const quizAfter = (values: string[]) =>
      get(`/api/exam/quiz?mode=all&after=${Buffer.from(JSON.stringify(values)).toString('base64url')}`);
    expect((await quizAfter(['Alkohol'])).statusCode).toBe(400);
    expect((await quizAfter(['Alkohol', 'kein-uuid'])).statusCode).toBe(400);
  });

  it('pages a large category in stable order without gaps or repeats', async () => {
    const b = bank(ctx, admin.cookie);
    const big = await b.category('Zahlen', ['alcohol']);
    for (let i = 0; i < 45; i++) await b.question(big, `Zahl ${i}?`);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    let runId: string | undefined;
    do {
      const query: string = `/api/exam/quiz?mode=category&categoryId=${big}${after ? `&after=${after}` : ''}${runId ? `&runId=${runId}` : ''}`;
      const page: { total: number; runId: string; next: string | null; questions: { id: string }[] } = (
        await get(query)
      ).json();
      expect(page.total).toBe(45);
      if (runId) expect(page.runId).toBe(runId);
      runId = page.runId;
      seen.push(...page.questions.map((q: { id: string }) => q.id));
      after = page.next;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
  });
});

describe('answering', () => {
  it('judges on the server and only then reveals the key and the explanation', async () => {
    const runId = randomUUID();
    const right = await answer(ids.qMulti, ['Auch richtig', 'Richtig'], runId);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      correct: true,
      selected: ['Auch richtig', 'Richtig'],
      correctAnswers: ['Richtig', 'Auch richtig'],
      explanation: 'Erklärung zu Mehrfach?',
    });
    const subset = await answer(ids.qMulti, ['Richtig'], randomUUID());
    expect(subset.json().correct).toBe(false);
    const rows = await ctx.db
      .select()
      .from(quizUserAttempts)
      .where(eq(quizUserAttempts.questionId, ids.qMulti));
    expect(rows.map((r) => [r.userId, r.isCorrect]).sort()).toEqual([
      [learner.id, false],
      [learner.id, true],
    ]);
  });

  it('counts one submission per question and run: a second one returns the first result', async () => {
    const runId = randomUUID();
    expect((await answer(ids.qSingle, ['Falsch'], runId)).json().correct).toBe(false);
    const again = await answer(ids.qSingle, ['Richtig'], runId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ correct: false, selected: ['Falsch'] });
    const rows = await ctx.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.runId, runId));
    expect(rows).toHaveLength(1);
  });

  it('takes many answers at once; a question deleted meanwhile fails alone; a run counts once', async () => {
    const b = bank(ctx, admin.cookie);
    const category = await b.category('Gleichzeitig', [], true);
    const kept = await b.question(category, 'Bleibt?');
    const gone = await b.question(category, 'Verschwindet?');
    await answer(gone, ['Richtig'], randomUUID()); // its key is now cached
    expect((await b.send('DELETE', `/api/admin/exam/questions/${gone}`)).statusCode).toBe(200);
    const run = randomUUID();
    const responses = await Promise.all([
      answer(kept, ['Richtig'], run),
      answer(gone, ['Richtig'], randomUUID()),
      answer(kept, ['Falsch'], run),
      ...Array.from({ length: 8 }, () => answer(kept, ['Falsch'], randomUUID())),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, ...Array(9).fill(200)]);
    expect(responses[0]!.json()).toEqual(responses[2]!.json()); // the first stored answer of the run
    expect(await ctx.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.runId, run))).toHaveLength(
      1,
    );
    expect(
      await ctx.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.questionId, kept)),
    ).toHaveLength(9);
  });

  it('refuses empty, repeated or foreign selections, hidden and unknown questions', async () => {
    const runId = randomUUID();
    expect((await answer(ids.qSingle, [], runId)).statusCode).toBe(400);
    expect((await answer(ids.qSingle, ['Richtig', 'Richtig'], runId)).statusCode).toBe(400);
    expect((await answer(ids.qSingle, ['Erfunden'], runId)).statusCode).toBe(400);
    expect((await answer(ids.qDrugs, ['Richtig'], runId)).statusCode).toBe(404);
    expect((await answer(randomUUID(), ['Richtig'], runId)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/exam/questions/${ids.qSingle}/answer`,
          payload: { runId: 'not-a-uuid', selected: ['Richtig'] },
          headers: { cookie: learner.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('collects the questions last answered wrong, and drops them once answered right', async () => {
    const fresh = await ctx.createUser({ reason: 'alcohol' });
    await answer(ids.qSingle, ['Falsch'], randomUUID(), fresh.cookie);
    await answer(ids.qGeneral, ['Richtig'], randomUUID(), fresh.cookie);
    let wrong = (await get('/api/exam/quiz?mode=wrong', fresh.cookie)).json();
    expect(wrong.questions.map((q: { id: string }) => q.id)).toEqual([ids.qSingle]);
    expect(JSON.stringify(wrong)).not.toMatch(/correct"|Erklärung/);
    expect((await get('/api/exam/hub', fresh.cookie)).json().wrongCount).toBe(1);
    await answer(ids.qSingle, ['Richtig'], randomUUID(), fresh.cookie);
    wrong = (await get('/api/exam/quiz?mode=wrong', fresh.cookie)).json();
    expect(wrong).toMatchObject({ total: 0, questions: [] });
  });
});

describe('activity', () => {
  it('lists the learner’s own attempts, newest first: 5 on the hub, all in pages', async () => {
    const user = await ctx.createUser({ reason: 'alcohol' });
    const other = await ctx.createUser({ reason: 'alcohol' });
    await answer(ids.qGeneral, ['Richtig'], randomUUID(), other.cookie);
    for (let i = 0; i < 23; i++)
      await answer(i % 2 ? ids.qSingle : ids.qGeneral, ['Richtig'], randomUUID(), user.cookie);
    await answer(ids.qSingle, ['Falsch'], randomUUID(), user.cookie);

    const hub = (await get('/api/exam/hub', user.cookie)).json();
    expect(hub.activityCount).toBe(24);
    expect(hub.recent).toHaveLength(5);
    expect(hub.recent[0]).toMatchObject({
      questionId: ids.qSingle,
      question: 'Einfach?',
      categoryName: 'Alkohol',
      isCorrect: false,
    });
    expect(new Date(hub.recent[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const first = (await get('/api/exam/activity', user.cookie)).json();
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = (await get('/api/exam/activity?page=2', user.cookie)).json();
    expect(second.items).toHaveLength(4);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((a: { id: string }) => a.id)).size).toBe(24);
    const times = all.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/api/exam/activity?page=0', user.cookie)).statusCode).toBe(400);
  });
});
