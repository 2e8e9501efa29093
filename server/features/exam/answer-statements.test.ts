import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizUserAttempts } from '../../db/schema/exam.ts';
import { questionMemory } from '../../db/schema/memory.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { statementsOf } from '../../test/statements.ts';
import { bank } from './test-helpers.ts';

// The answer path's budget (issue 27, decision 047): session read, memory read, one write.
const MAX_STATEMENTS_PER_ANSWER = 4;

let ctx: TestContext;
let learner: { id: string; cookie: string };
let questions: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  learner = await ctx.createUser({ reason: 'alcohol' });
  const b = bank(ctx, admin.cookie);
  const category = await b.category('Alkohol', ['alcohol']);
  questions = [];
  for (const n of [1, 2, 3]) questions.push(await b.question(category, `Frage ${n}?`));
});
afterAll(() => ctx.close());

const answer = (questionId: string, selected = ['Richtig'], runId = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/exam/questions/${questionId}/answer`,
    payload: { runId, selected, attemptId: randomUUID() },
    headers: { cookie: learner.cookie },
  });

const memoryOf = async (questionId: string) => {
  const [row] = await ctx.db
    .select()
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, learner.id), eq(questionMemory.questionId, questionId)));
  return row;
};

describe('the answer path', () => {
  it(`runs at most ${MAX_STATEMENTS_PER_ANSWER} statements per answer, first and later answers`, async () => {
    await answer(questions[2]!); // the question keys and the statements are warm
    for (const questionId of [questions[0]!, questions[0]!, questions[1]!]) {
      const texts = await statementsOf(async () => expect((await answer(questionId)).statusCode).toBe(200));
      expect(texts.length, texts.join('\n---\n')).toBeLessThanOrEqual(MAX_STATEMENTS_PER_ANSWER);
    }
    // Every answer is in the memory at once (decision 026): the reviews and the overview read it.
    expect((await memoryOf(questions[0]!))?.answerCount).toBe(2);
    expect((await memoryOf(questions[1]!))?.answerCount).toBe(1);
  });

  it('loses no answer when many arrive for the same question at once', async () => {
    const before = (await memoryOf(questions[2]!))?.answerCount ?? 0;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => answer(questions[2]!, i % 3 === 0 ? ['Falsch'] : ['Richtig'])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const memory = await memoryOf(questions[2]!);
    expect(memory?.answerCount).toBe(before + 12);
    expect(memory?.correctCount).toBe(1 + 8);
    const attempts = await ctx.db
      .select()
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.userId, learner.id), eq(quizUserAttempts.questionId, questions[2]!)));
    expect(attempts).toHaveLength(before + 12);
  });

  it('stores a resent answer once and answers it as the first time', async () => {
    const attemptId = randomUUID();
    const runId = randomUUID();
    const send = (selected: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/exam/questions/${questions[1]!}/answer`,
        payload: { runId, selected, attemptId },
        headers: { cookie: learner.cookie },
      });
    const [first, second] = await Promise.all([send(['Falsch']), send(['Richtig'])]);
    expect(first!.json()).toEqual(second!.json());
    expect((await memoryOf(questions[1]!))?.answerCount).toBe(2);
  });
});
