import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

let ctx: TestContext;
let learner: { cookie: string };
let category: string;
let other: string;
const questions: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  learner = await ctx.createUser({ reason: 'alcohol' });
  const b = bank(ctx, admin.cookie);
  category = await b.category('Zahlen', ['alcohol']);
  other = await b.category('Andere', ['alcohol']);
  for (let i = 0; i < 25; i++) questions.push(await b.question(category, `Zahl ${i}?`));
});
afterAll(() => ctx.close());

type Page = { total: number; runId: string; next: string | null; questions: { id: string }[] };
const page = async (query: string): Promise<Page> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/exam/quiz?mode=category&${query}`,
    headers: { cookie: learner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Every page of a run, as the quiz runner fetches them. */
async function run(query: string, total = 25): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  let runId: string | undefined;
  do {
    const p: Page = await page(`${query}${after ? `&after=${after}&runId=${runId}` : ''}`);
    expect(p.total).toBe(total);
    runId = p.runId;
    seen.push(...p.questions.map((q) => q.id));
    after = p.next;
  } while (after);
  return seen;
}

/** A source link of the assistant opens one exam question first (issue 25), its key still after the answer. */
describe('a linked question first', () => {
  it('comes first, then every other question once, over all pages', async () => {
    const linked = questions[22]!;
    const seen = await run(`categoryId=${category}&first=${linked}`);
    expect(seen[0]).toBe(linked);
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(questions));
  });

  it('changes nothing for a question of another category or an unknown one', async () => {
    const plain = await run(`categoryId=${category}`);
    expect(await run(`categoryId=${other}&first=${questions[3]}`, 0)).toEqual([]);
    const unknown = await run(`categoryId=${category}&first=${randomUUID()}`);
    expect(unknown).toEqual(plain);
  });

  it('refuses a first that is no id (400), and shows no answer key', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/exam/quiz?mode=category&categoryId=${category}&first=kaputt`,
      headers: { cookie: learner.cookie },
    });
    expect(response.statusCode).toBe(400);
    const first = await ctx.app.inject({
      method: 'GET',
      url: `/api/exam/quiz?mode=category&categoryId=${category}&first=${questions[0]}`,
      headers: { cookie: learner.cookie },
    });
    expect(first.body).not.toMatch(/correct|Erklärung|explanation/i);
  });
});
