import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

// Lists read only the learner's language's translation (server/db/translation.ts): each language still
// gets its own texts everywhere a question appears, and answers in that language are judged.
let ctx: TestContext;
let questionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.createUser({ role: 'admin' });
  const b = bank(ctx, admin.cookie);
  const categoryId = await b.category('Sprachkategorie', [], true);
  questionId = await b.question(categoryId, 'Wie viel ist zu viel?', ['Das', 'Jenes'], [0]);
  await ctx.db
    .update(quizQuestions)
    .set({
      translations: {
        tr: { question: 'Ne kadarı fazla?', options: ['Bu', 'Şu'], explanation: 'Açıklama.' },
        en: { question: 'How much is too much?', options: ['This', 'That'], explanation: 'Because.' },
      },
    })
    .where(eq(quizQuestions.id, questionId));
  await ctx.db
    .update(quizCategories)
    .set({ translations: { tr: { name: 'Dil kategorisi' }, en: { name: 'Language category' } } })
    .where(eq(quizCategories.id, categoryId));
});
afterAll(() => ctx.close());

const cases = [
  { language: 'tr', question: 'Ne kadarı fazla?', wrong: 'Şu', category: 'Dil kategorisi' },
  { language: 'en', question: 'How much is too much?', wrong: 'That', category: 'Language category' },
  { language: 'de', question: 'Wie viel ist zu viel?', wrong: 'Jenes', category: 'Sprachkategorie' },
] as const;

describe.each(cases)('a learner reading $language', ({ language, question, wrong, category }) => {
  it('gets the question, the activity and the wrong-answers quiz in that language', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const get = (url: string) =>
      ctx.app.inject({ url, headers: { cookie: learner.cookie, 'accept-language': language } });

    const quiz = (await get('/api/exam/quiz?mode=all')).json();
    const shown = quiz.questions.find((q: { id: string }) => q.id === questionId);
    expect(shown).toMatchObject({ question, lang: language, categoryName: category });
    expect(shown).not.toHaveProperty('translations');

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/exam/questions/${questionId}/answer`,
      payload: { runId: randomUUID(), selected: [wrong] },
      headers: { cookie: learner.cookie, 'accept-language': language },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().correct).toBe(false);

    const activity = (await get('/api/exam/activity?page=1')).json();
    expect(activity.items).toEqual([
      expect.objectContaining({ question, lang: language, categoryName: category, isCorrect: false }),
    ]);
    const hub = (await get('/api/exam/hub')).json();
    expect(hub.recent[0]).toMatchObject({ question, lang: language });
    const again = (await get('/api/exam/quiz?mode=wrong')).json();
    expect(again.questions).toEqual([expect.objectContaining({ id: questionId, question, lang: language })]);
  });
});
