import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLoaded } from '../db/schema/content.ts';
import { quizCategories, quizQuestions } from '../db/schema/exam.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { lexiconContent, readLexicon } from './lexicon.ts';
import { questionsContent, readQuestionBank } from './questions.ts';

// Runs on PGlite and, in the api-postgres project, on the PostgreSQL server.
const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const terms = readLexicon(contentDir);
const bank = readQuestionBank(contentDir);
const questionCount = bank.reduce((n, c) => n + c.questions.length, 0);

const load = async (ctx: TestContext) => ({
  lexicon: await lexiconContent.load(ctx.db, contentDir),
  questions: await questionsContent.load(ctx.db, contentDir),
});

async function snapshot(ctx: TestContext) {
  return {
    lexicon: await ctx.db.select().from(lexicon).orderBy(lexicon.sourceKey),
    categories: await ctx.db.select().from(quizCategories).orderBy(quizCategories.sourceKey),
    questions: await ctx.db.select().from(quizQuestions).orderBy(quizQuestions.sourceKey),
    loaded: await ctx.db.select().from(contentLoaded).orderBy(contentLoaded.sourceKey),
  };
}

describe('loading the glossary and the question bank', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('inserts every term, category and question with its source key', async () => {
    const results = await load(ctx);
    expect(results.lexicon).toEqual({ inserted: terms.length, updated: 0, skipped: 0 });
    expect(results.questions).toEqual({ inserted: bank.length + questionCount, updated: 0, skipped: 0 });
    expect(await ctx.db.$count(lexicon)).toBe(terms.length);
    expect(await ctx.db.$count(quizCategories)).toBe(bank.length);
    expect(await ctx.db.$count(quizQuestions)).toBe(questionCount);

    const [term] = await ctx.db
      .select()
      .from(lexicon)
      .where(eq(lexicon.sourceKey, 'lexicon:abstinenznachweis'));
    expect(term).toMatchObject({ term: 'Abstinenznachweis', category: 'Dokumentation' });
    expect(term?.related).toContain('CTU-Kriterien');

    const [category] = await ctx.db
      .select()
      .from(quizCategories)
      .where(eq(quizCategories.sourceKey, 'quiz-category:cannabis-im-strassenverkehr'));
    expect(category).toMatchObject({
      name: 'Cannabis im Straßenverkehr',
      mpuTypes: ['drugs', 'medizinalcannabis'],
    });
    const [general] = await ctx.db
      .select()
      .from(quizCategories)
      .where(eq(quizCategories.sourceKey, 'quiz-category:mpu-ablauf'));
    expect(general?.mpuTypes).toEqual([]);

    const [question] = await ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.sourceKey, 'question:ablauf-bestandteile'));
    expect(question?.options).toHaveLength(4);
    expect(question?.correctAnswers).toHaveLength(3);
    expect(question?.correctAnswers.every((a) => question.options.includes(a))).toBe(true);
    expect(question?.difficulty).toBe('easy');
  });

  it('changes nothing when it runs a second time', async () => {
    const before = await snapshot(ctx);
    const results = await load(ctx);
    expect(results.lexicon).toEqual({ inserted: 0, updated: 0, skipped: terms.length });
    expect(results.questions).toEqual({ inserted: 0, updated: 0, skipped: bank.length + questionCount });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('keeps what an administrator edited and does not bring back what they deleted', async () => {
    await ctx.db
      .update(lexicon)
      .set({ definition: 'Vom Team angepasst.' })
      .where(eq(lexicon.sourceKey, 'lexicon:mpu'));
    await ctx.db.delete(lexicon).where(eq(lexicon.sourceKey, 'lexicon:idiotentest'));
    await ctx.db.delete(quizQuestions).where(eq(quizQuestions.sourceKey, 'question:ablauf-abkuerzung'));
    await ctx.db
      .delete(quizCategories)
      .where(eq(quizCategories.sourceKey, 'quiz-category:leistungstest-und-medizin'));
    const removed = bank.find((c) => c.key === 'leistungstest-und-medizin')!.questions.length;

    const results = await load(ctx);
    expect(results.lexicon.inserted).toBe(0);
    expect(results.questions.inserted).toBe(0);
    const [edited] = await ctx.db.select().from(lexicon).where(eq(lexicon.sourceKey, 'lexicon:mpu'));
    expect(edited?.definition).toBe('Vom Team angepasst.');
    expect(await ctx.db.$count(lexicon)).toBe(terms.length - 1);
    expect(await ctx.db.$count(quizCategories)).toBe(bank.length - 1);
    expect(await ctx.db.$count(quizQuestions)).toBe(questionCount - 1 - removed);
  });
});

describe('loading next to what an administrator made before the first load', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('keeps their term, fills their category and skips a question they already have', async () => {
    await ctx.db
      .insert(lexicon)
      .values({ term: 'promille', definition: 'Eigene Definition.', category: 'Grundlagen' });
    const [own] = await ctx.db
      .insert(quizCategories)
      .values({ name: 'ablauf der mpu', description: 'Eigene Kategorie', mpuTypes: ['alcohol'] })
      .returning();
    const shipped = bank.find((c) => c.key === 'mpu-ablauf')!;
    const first = shipped.questions[0]!;
    await ctx.db.insert(quizQuestions).values({
      categoryId: own!.id,
      question: first.question,
      options: first.options,
      correctAnswers: first.correct,
    });

    const results = await load(ctx);
    expect(results.lexicon).toEqual({ inserted: terms.length - 1, updated: 0, skipped: 1 });
    expect(results.questions).toEqual({
      inserted: bank.length - 1 + questionCount - 1,
      updated: 0,
      skipped: 2,
    });

    const promille = await ctx.db.select().from(lexicon).where(sql`lower(${lexicon.term}) = 'promille'`);
    expect(promille).toEqual([
      expect.objectContaining({ definition: 'Eigene Definition.', sourceKey: null }),
    ]);
    const inOwn = await ctx.db.select().from(quizQuestions).where(eq(quizQuestions.categoryId, own!.id));
    expect(inOwn).toHaveLength(shipped.questions.length);
    const [category] = await ctx.db.select().from(quizCategories).where(eq(quizCategories.id, own!.id));
    expect(category).toMatchObject({ description: 'Eigene Kategorie', sourceKey: null });

    // A second load is a no-op here too.
    const again = await load(ctx);
    expect(again.lexicon.inserted + again.questions.inserted).toBe(0);
  });
});
