import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTemplate } from '../../../common/domain/exam-csv-template.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** Issue 14: the CSV's language columns for category names, and translations of existing questions. */
let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ role: 'admin' });
});
afterAll(() => ctx.close());

const importCsv = async (csv: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/exam/import',
      payload: { csv },
      headers: { cookie: admin.cookie },
    })
  ).json();
const adminGet = async (url: string) =>
  (await ctx.app.inject({ url: `/api/admin/translations/${url}`, headers: { cookie: admin.cookie } })).json();
const categoryNamed = async (name: string) =>
  (await ctx.db.select().from(quizCategories).where(eq(quizCategories.name, name)))[0]!;
const questionNamed = async (question: string) =>
  (await ctx.db.select().from(quizQuestions).where(eq(quizQuestions.question, question)))[0]!;

const HEADER =
  'category_name,question,option_a,option_b,correct_answers,explanation,mpu_types,category_name_tr,question_tr,option_a_tr,option_b_tr,explanation_tr';

describe('CSV import: category names in Turkish and English', () => {
  it('gives a category the template creates its Turkish and English name and description', async () => {
    expect(await importCsv(csvTemplate())).toMatchObject({ imported: 3, categoriesCreated: 2, errors: [] });
    const category = await categoryNamed('Alkohol und Verkehr');
    expect(category.translations).toMatchObject({
      tr: { name: 'Alkol ve trafik', description: 'Alkol ve trafik kategorisi' },
      en: { name: 'Alcohol and traffic', description: 'Category for Alcohol and traffic' },
    });
    const item = await adminGet(`category/${category.id}`);
    expect(item).toMatchObject({ missing: [], outdated: [] });
  });

  it('names an existing category in a language the file fills, keeping the rest of its translation', async () => {
    const [category] = await ctx.db
      .insert(quizCategories)
      .values({
        name: 'Recht',
        description: 'Rechtliche Grundlagen',
        translations: { en: { name: 'Law', description: 'Legal basics' } },
      })
      .returning();
    const result = await importCsv(`${HEADER}\nRecht,Neu?,Ja,Nein,A,,all,Hukuk,,,,\n`);
    expect(result).toMatchObject({ imported: 1, categoriesCreated: 0, translationsUpdated: 1, errors: [] });
    const after = await categoryNamed('Recht');
    expect(after.translations.tr).toMatchObject({ name: 'Hukuk' });
    expect(after.translations.en).toEqual({ name: 'Law', description: 'Legal basics' });
    // A Turkish name without a Turkish description is still flagged as missing (the hub shows both).
    expect((await adminGet(`category/${category!.id}`)).missing).toEqual(['tr']);
    // Again: nothing changes.
    expect(await importCsv(`${HEADER}\nRecht,Neu?,Ja,Nein,A,,all,Hukuk,,,,\n`)).toMatchObject({
      imported: 0,
      duplicates: 1,
      translationsUpdated: 0,
    });
  });
});

describe('CSV import: a question that already exists', () => {
  const row = (tr: string) =>
    `Verfahren,Wer ordnet die MPU an?,Die Behörde,Das Gericht,A,Die Behörde.,all,,${tr}`;

  it('takes the translations the file adds or corrects, and says so in the result', async () => {
    expect(await importCsv(`${HEADER}\n${row(',,,')}\n`)).toMatchObject({
      imported: 1,
      translationsUpdated: 0,
    });
    const before = await questionNamed('Wer ordnet die MPU an?');
    expect(before.translations).toEqual({});

    const added = await importCsv(`${HEADER}\n${row('MPU’yu kim ister?,Makam,Mahkeme,Makam.')}\n`);
    expect(added).toMatchObject({ ok: true, imported: 0, duplicates: 1, translationsUpdated: 1, errors: [] });
    const after = await questionNamed('Wer ordnet die MPU an?');
    expect(after.id).toBe(before.id);
    expect(after.translations.tr).toMatchObject({
      question: 'MPU’yu kim ister?',
      options: ['Makam', 'Mahkeme'],
      explanation: 'Makam.',
    });
    expect(await adminGet(`question/${after.id}`)).toMatchObject({ missing: ['en'], outdated: [] });

    // The same file again changes nothing; a corrected text replaces the old one.
    expect(await importCsv(`${HEADER}\n${row('MPU’yu kim ister?,Makam,Mahkeme,Makam.')}\n`)).toMatchObject({
      translationsUpdated: 0,
    });
    expect(
      await importCsv(`${HEADER}\n${row('MPU’yu kim ister?,Ehliyet makamı,Mahkeme,Makam.')}\n`),
    ).toMatchObject({ translationsUpdated: 1 });
    expect((await questionNamed('Wer ordnet die MPU an?')).translations.tr?.options).toEqual([
      'Ehliyet makamı',
      'Mahkeme',
    ]);
  });

  it('reports, instead of applying, translations whose German options differ from the bank', async () => {
    const swapped =
      'Verfahren,Wer ordnet die MPU an?,Das Gericht,Die Behörde,B,Die Behörde.,all,,Kim?,Mahkeme,Makam,Makam.';
    const result = await importCsv(`${HEADER}\n${swapped}\n`);
    expect(result).toMatchObject({
      imported: 0,
      duplicates: 1,
      translationsUpdated: 0,
      errors: [{ row: 2, problem: 'existing_options_differ' }],
    });
    expect((await questionNamed('Wer ordnet die MPU an?')).translations.tr?.question).toBe(
      'MPU’yu kim ister?',
    );
  });
});
