import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, quizAttempts, quizzes } from '../../db/schema/courses.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { insertCourse } from './course-fixtures.ts';

// Learners get content in their interface language (Accept-Language), German per item where a
// translation is missing, each piece saying its `lang`; answers count by option position, so a
// translated and shuffled option list judges exactly as German does (decision 028).
let ctx: TestContext;
let data: Awaited<ReturnType<typeof insertCourse>>;
let questionId: string;
let learner: { id: string; cookie: string };

const TR_OPTIONS = ['Polis', 'Sürücü belgesi makamı (Fahrerlaubnisbehörde)', 'Mahkeme'];

beforeAll(async () => {
  ctx = await createTestContext();
  data = await insertCourse(ctx);
  await ctx.db
    .update(courses)
    .set({ translations: { tr: { title: "MPU'yu anlamak", description: 'Ne hakkında.' } } })
    .where(eq(courses.id, data.course.id));
  await ctx.db
    .update(chapters)
    .set({
      translations: { tr: { title: 'Neden MPU?', content: 'Makam **perhiz (Abstinenz)** kanıtı ister.' } },
    })
    .where(eq(chapters.id, data.chapters[0].id));
  await ctx.db
    .update(quizzes)
    .set({
      translations: {
        tr: { question: "MPU'yu kim ister?", options: TR_OPTIONS, explanation: 'Makam ister.' },
        // Misaligned (two options for three): never used, the question stays German.
        en: { question: 'Who orders it?', options: ['Police', 'Authority'], explanation: 'x' },
      },
    })
    .where(eq(quizzes.id, data.quizzes[0].id));
  const [category] = await ctx.db
    .insert(quizCategories)
    .values({ name: 'Ablauf', description: 'Wie es läuft.', translations: { en: { name: 'Procedure' } } })
    .returning();
  const [question] = await ctx.db
    .insert(quizQuestions)
    .values({
      categoryId: category!.id,
      question: 'Was gehört zur MPU?',
      options: ['Gespräch', 'Fahrprüfung', 'Leistungstest'],
      correctAnswers: ['Gespräch', 'Leistungstest'],
      explanation: 'Gespräch und Leistungstests.',
      translations: {
        en: {
          question: 'What is part of the MPU?',
          options: ['Interview', 'Driving test', 'Performance test'],
          explanation: 'The interview and performance tests.',
        },
      },
    })
    .returning();
  questionId = question!.id;
  await ctx.db.insert(lexicon).values({
    term: 'Abstinenz',
    definition: 'Völliger Verzicht.',
    category: 'Grundlagen',
    translations: {
      tr: { term: 'Perhiz (Abstinenz)', definition: 'Tamamen bırakmak.' },
      en: { term: 'Abstinence (Abstinenz)', definition: 'Giving up completely.' },
    },
  });
  learner = await ctx.createUser();
});
afterAll(() => ctx.close());

const get = (url: string, language: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: learner.cookie, 'accept-language': language } });
const post = (url: string, language: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: learner.cookie, 'accept-language': language },
  });

describe('content in the learner’s language', () => {
  it('sends Turkish where translated and German per item elsewhere, each with its lang', async () => {
    const course = (await get(`/api/courses/${data.course.id}`, 'tr')).json();
    expect(course).toMatchObject({ title: "MPU'yu anlamak", lang: 'tr' });
    expect(course.chapters[0]).toMatchObject({ title: 'Neden MPU?', lang: 'tr' });
    expect(course.chapters[1]).toMatchObject({ title: 'Der Ablauf', lang: 'de' });
    expect(course.chapters[0].quizzes[0].lang).toBe('tr');
    expect([...course.chapters[0].quizzes[0].options].sort()).toEqual([...TR_OPTIONS].sort());
    expect(course.chapters[0].quizzes[1]).toMatchObject({
      question: 'Was ist ein Abstinenznachweis?',
      lang: 'de',
    });
    // Glossary popovers in Turkish, found through the German term kept in brackets.
    expect(course.glossary).toEqual([expect.objectContaining({ term: 'Perhiz (Abstinenz)', lang: 'tr' })]);

    const list = (await get('/api/courses', 'en')).json();
    expect(list.items[0]).toMatchObject({ title: 'Die MPU verstehen', lang: 'de' });
    const english = (await get(`/api/courses/${data.course.id}`, 'en-GB,en;q=0.9')).json();
    // Two options for three: the English version does not line up, so the question stays German.
    expect(english.chapters[0].quizzes[0]).toMatchObject({ question: 'Wer ordnet die MPU an?', lang: 'de' });
  });

  it('judges a translated, shuffled chapter answer by its position and stores it in German', async () => {
    const course = (await get(`/api/courses/${data.course.id}`, 'tr')).json();
    const shown: string[] = course.chapters[0].quizzes[0].options;
    const right = shown.find((option) => option.startsWith('Sürücü'))!;
    const result = await post(`/api/courses/quizzes/${data.quizzes[0].id}/attempt`, 'tr', { answer: right });
    expect(result.statusCode).toBe(201);
    expect(result.json()).toEqual({
      answer: right,
      isCorrect: true,
      correctAnswer: TR_OPTIONS[1],
      explanation: 'Makam ister.',
    });
    const [stored] = await ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id));
    expect(stored).toMatchObject({ answer: 'Die Fahrerlaubnisbehörde', isCorrect: true });
    // A German reader of the same attempt sees the German key.
    const german = (await get(`/api/courses/${data.course.id}`, 'de')).json();
    expect(german.chapters[0].quizzes[0].attempt).toMatchObject({
      answer: 'Die Fahrerlaubnisbehörde',
      correctAnswer: 'Die Fahrerlaubnisbehörde',
    });
  });

  it('exam questions: English options, the same key by position; a wrong set stays wrong', async () => {
    const page = (await get('/api/exam/quiz?mode=all', 'en')).json();
    const question = page.questions.find((q: { id: string }) => q.id === questionId);
    expect(question).toMatchObject({
      question: 'What is part of the MPU?',
      lang: 'en',
      categoryName: 'Procedure',
    });
    const right = await post(`/api/exam/questions/${questionId}/answer`, 'en', {
      runId: page.runId,
      selected: ['Performance test', 'Interview'],
    });
    expect(right.json()).toEqual({
      correct: true,
      selected: ['Performance test', 'Interview'],
      correctAnswers: ['Interview', 'Performance test'],
      explanation: 'The interview and performance tests.',
    });
    const wrong = await post(`/api/exam/questions/${questionId}/answer`, 'en', {
      runId: crypto.randomUUID(),
      selected: ['Driving test'],
    });
    expect(wrong.json().correct).toBe(false);
    const stored = await ctx.db
      .select({ selected: quizUserAttempts.selectedAnswers })
      .from(quizUserAttempts)
      .where(eq(quizUserAttempts.questionId, questionId));
    expect(stored.map((s) => s.selected)).toEqual(
      expect.arrayContaining([['Leistungstest', 'Gespräch'], ['Fahrprüfung']]),
    );
  });

  it('finds glossary terms by Turkish and English words, and by the German term in any language', async () => {
    const search = async (q: string, language: string) =>
      (await get(`/api/lexicon?q=${encodeURIComponent(q)}`, language)).json().items;
    expect(await search('perhiz', 'tr')).toEqual([
      expect.objectContaining({ term: 'Perhiz (Abstinenz)', lang: 'tr' }),
    ]);
    expect(await search('giving', 'en')).toEqual([
      expect.objectContaining({ term: 'Abstinence (Abstinenz)', definition: 'Giving up completely.' }),
    ]);
    expect(await search('Abstinenz', 'en')).toHaveLength(1);
    expect(await search('Verzicht', 'tr')).toHaveLength(1);
    expect(await search('perhiz', 'de')).toHaveLength(0);
  });
});
