import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTemplate } from '../../../common/domain/exam-csv-template.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bank } from './test-helpers.ts';

let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const HEADER =
  'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types';
const importCsv = (csv: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/exam/import',
    payload: { csv },
    headers: { cookie: admin.cookie },
  });
const countQuestions = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(quizQuestions))[0]!.n;

describe('CSV import', () => {
  it('imports the template, creating its categories with the description of SPEC §5', async () => {
    const response = await importCsv(csvTemplate());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      imported: 3,
      duplicates: 0,
      translationsUpdated: 0,
      categoriesCreated: 2,
      errors: [],
    });
    const categories = await ctx.db
      .select({
        name: quizCategories.name,
        description: quizCategories.description,
        mpuTypes: quizCategories.mpuTypes,
      })
      .from(quizCategories)
      .orderBy(quizCategories.name);
    expect(categories).toEqual([
      { name: 'Ablauf der MPU', description: 'Kategorie für Ablauf der MPU', mpuTypes: [] },
      {
        name: 'Alkohol und Verkehr',
        description: 'Kategorie für Alkohol und Verkehr',
        mpuTypes: ['alcohol', 'drugs'],
      },
    ]);
  });

  it('is safe to repeat: an identical question is not added again', async () => {
    const response = await importCsv(csvTemplate());
    expect(response.json()).toEqual({
      ok: true,
      imported: 0,
      duplicates: 3,
      translationsUpdated: 0,
      categoriesCreated: 0,
      errors: [],
    });
    expect(await countQuestions()).toBe(3);
  });

  it('adds to an existing category (any case of its name) without changing it', async () => {
    const response = await importCsv(`${HEADER}\nALKOHOL UND VERKEHR,Neue Frage,Ja,Nein,,,A,,,points\n`);
    expect(response.json()).toMatchObject({ imported: 1, categoriesCreated: 0 });
    const [category] = await ctx.db
      .select()
      .from(quizCategories)
      .where(eq(quizCategories.name, 'Alkohol und Verkehr'));
    expect(category?.mpuTypes).toEqual(['alcohol', 'drugs']);
  });

  it('imports the good rows of a tricky file and names a reason for each bad one', async () => {
    const csv = [
      `\uFEFF${HEADER.replaceAll(',', ';')}`,
      'Recht;"Gilt §13 FeV; auch ""bei"" Radfahrern?";Ja;Nein;;;A;"Ja; ab 1,6 ‰";leicht;alcohol|points',
      '',
      'Recht;Kurz;Ja',
      'Recht;Unbekannt;Ja;Nein;;;A;;extrem;',
      ';;;;;;;;;',
    ].join('\r\n');
    const response = await importCsv(csv);
    expect(response.json()).toEqual({
      ok: true,
      imported: 1,
      duplicates: 0,
      translationsUpdated: 0,
      categoriesCreated: 1,
      errors: [
        { row: 4, problem: 'too_few_columns' },
        { row: 5, problem: 'unknown_difficulty', value: 'extrem' },
      ],
    });
    const [question] = await ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.question, 'Gilt §13 FeV; auch "bei" Radfahrern?'));
    expect(question).toMatchObject({
      options: ['Ja', 'Nein'],
      correctAnswers: ['Ja'],
      explanation: 'Ja; ab 1,6 ‰',
      difficulty: 'easy',
    });
  });

  it('writes the Turkish and English columns into translations; a learner gets them', async () => {
    const csv = [
      `${HEADER},question_tr,option_a_tr,option_b_tr,explanation_tr,question_en,option_a_en,option_b_en,explanation_en`,
      'Sprachen,Ist das deutsch?,Ja,Nein,,,A,Ja.,,all,Almanca mı?,Evet,Hayır,Evet.,Is it German?,Yes,No,Yes.',
      'Sprachen,Falsch übersetzt?,Ja,Nein,,,A,Ja.,,all,Yanlış mı?,Evet,,Evet.,,,,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({
      imported: 1,
      errors: [{ row: 3, problem: 'translation_options_mismatch', value: 'tr' }],
    });
    const [row] = await ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.question, 'Ist das deutsch?'));
    expect(row!.translations).toMatchObject({
      tr: { question: 'Almanca mı?', options: ['Evet', 'Hayır'], explanation: 'Evet.' },
      en: { question: 'Is it German?', options: ['Yes', 'No'], explanation: 'Yes.' },
    });
    // Stamped with the German it was made from: not outdated (decision 035).
    const item = await ctx.app.inject({
      url: `/api/admin/translations/question/${row!.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(item.json()).toMatchObject({ missing: [], outdated: [] });
  });

  it('refuses a file without the required columns and writes nothing', async () => {
    const before = await countQuestions();
    const response = await importCsv('category_name;question\nK;F\n');
    expect(response.json()).toMatchObject({
      ok: false,
      fileProblem: 'missing_columns',
      missingColumns: ['option_a', 'option_b', 'correct_answers'],
      imported: 0,
    });
    expect(await countQuestions()).toBe(before);
  });

  it('writes all or nothing: a failure in a late batch leaves no question and no new category', async () => {
    await ctx.db.execute(sql`create function exam_test_boom() returns trigger language plpgsql as $$
      begin if new.question = 'BOOM' then raise exception 'boom'; end if; return new; end $$`);
    await ctx.db.execute(
      sql`create trigger exam_test_boom before insert on quiz_questions for each row execute function exam_test_boom()`,
    );
    try {
      const before = await countQuestions();
      const rows = Array.from({ length: 2500 }, (_, i) => `Abbruch,Frage ${i},a,b,,,A,,,`);
      const response = await importCsv([HEADER, ...rows, 'Abbruch,BOOM,a,b,,,A,,,'].join('\n'));
      expect(response.statusCode).toBe(500);
      expect(await countQuestions()).toBe(before);
      expect(await ctx.db.select().from(quizCategories).where(eq(quizCategories.name, 'Abbruch'))).toEqual(
        [],
      );
    } finally {
      await ctx.db.execute(sql`drop trigger exam_test_boom on quiz_questions`);
    }
  });

  // Several batches of IMPORT_BATCH rows; the 10,000-row timing is `npm run bench:import`.
  it('imports 2,500 rows in one request, and a repeat adds none', async () => {
    const rows = Array.from(
      { length: 2500 },
      (_, i) =>
        `"Massen ${i % 10}","Frage ${i}: Was gilt, wenn ""x""?","Antwort ${i}",b,c,d,A|C,"Erklärung ${i}",hard,drugs|alcohol`,
    );
    const csv = [HEADER, ...rows].join('\r\n');
    const response = await importCsv(csv);
    expect(response.json()).toMatchObject({ ok: true, imported: 2500, categoriesCreated: 10, errors: [] });
    const again = await importCsv(csv);
    expect(again.json()).toMatchObject({ ok: true, imported: 0, duplicates: 2500 });
    const list = (await bank(ctx, admin.cookie).send('GET', '/api/admin/exam/questions')).json();
    expect(list.total).toBeGreaterThanOrEqual(2500);
    expect(list.items).toHaveLength(50);
  });
});
