import { describe, expect, it } from 'vitest';
import { parseQuestionCsv } from './exam-csv.ts';
import { csvTemplate, TEMPLATE_QUESTIONS } from './exam-csv-template.ts';
import { type CsvExportQuestion, toQuestionCsv } from './exam-csv-write.ts';

const HEADER =
  'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types';

async function parseOk(text: string) {
  const result = await parseQuestionCsv(text);
  if (!result.ok) throw new Error(`file refused: ${result.problem}`);
  return result;
}

describe('parseQuestionCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks (RFC 4180)', async () => {
    const text = `${HEADER}\r\n"Alkohol, Verkehr","Was sagt ""Promille""?","0,5 ‰","1,6 ‰","Zeile 1\nZeile 2",,B,"Weil ""so"", steht es",hard,alcohol|drugs\r\n`;
    const { questions, errors } = await parseOk(text);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        row: 2,
        categoryName: 'Alkohol, Verkehr',
        question: 'Was sagt "Promille"?',
        options: ['0,5 ‰', '1,6 ‰', 'Zeile 1\nZeile 2'],
        correctAnswers: ['1,6 ‰'],
        explanation: 'Weil "so", steht es',
        difficulty: 'hard',
        mpuTypes: ['alcohol', 'drugs'],
      },
    ]);
  });

  it('ignores a BOM and reads semicolon-separated files (German Excel)', async () => {
    const text = `\uFEFF${HEADER.replaceAll(',', ';')}\nAblauf;Frage 1;Ja;Nein;;;A;;;\n`;
    const { questions } = await parseOk(text);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({
      categoryName: 'Ablauf',
      options: ['Ja', 'Nein'],
      correctAnswers: ['Ja'],
    });
  });

  it('applies the defaults of SPEC §5: difficulty medium, MPU type alcohol', async () => {
    const { questions } = await parseOk(`${HEADER}\nK,F,Ja,Nein,,,A,,,\n`);
    expect(questions[0]).toMatchObject({ difficulty: 'medium', mpuTypes: ['alcohol'], explanation: '' });
  });

  it('reads `all` as a category for everyone and German difficulty words', async () => {
    const { questions } = await parseOk(`${HEADER}\nK,F,Ja,Nein,,,A,,Schwer,all\n`);
    expect(questions[0]).toMatchObject({ difficulty: 'hard', mpuTypes: [] });
  });

  it('accepts letters (A|C, "A, C", AC, b|c) or option texts for correct answers', async () => {
    const text = [
      HEADER,
      'K,F1,x,y,z,,A|C,,,',
      'K,F2,x,y,z,,"A, C",,,',
      'K,F3,x,y,z,,AC,,,',
      'K,F4,x,y,z,,x|z,,,',
      'K,F5,A,B,C,,B,,,', // an option text wins over a letter
      'K,F6,x,y,z,,b|c,,,',
    ].join('\n');
    const { questions, errors } = await parseOk(text);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.correctAnswers)).toEqual([
      ['x', 'z'],
      ['x', 'z'],
      ['x', 'z'],
      ['x', 'z'],
      ['B'],
      ['y', 'z'],
    ]);
  });

  it('skips empty lines but keeps spreadsheet row numbers', async () => {
    const text = `${HEADER}\n\nK,F1,Ja,Nein,,,A,,,\n,,,,,,,,,\n   \nK,F2,Ja,Nein,,,Z,,,\n`;
    const result = await parseOk(text);
    expect(result.questions.map((q) => q.row)).toEqual([3]);
    expect(result.errors).toEqual([{ row: 6, problem: 'unknown_correct_answer', value: 'Z' }]);
  });

  it('gives a reason for every rejected row', async () => {
    const text = [
      HEADER,
      'K,zu wenig,Ja', // fewer columns than the header
      ',ohne Kategorie,Ja,Nein,,,A,,,',
      'K,,Ja,Nein,,,A,,,',
      'K,eine Option,Ja,,,,A,,,',
      'K,doppelt,Ja,Ja,,,A,,,',
      'K,ohne Lösung,Ja,Nein,,,,,,',
      'K,leere Option richtig,Ja,Nein,,,C,,,',
      'K,Schwierigkeit,Ja,Nein,,,A,,sehr schwer,',
      'K,Typ,Ja,Nein,,,A,,,beer',
      'K,zu viele,Ja,Nein,,,A,,,,extra',
      `K,${'x'.repeat(2001)},Ja,Nein,,,A,,,`,
      'K,gut,Ja,Nein,,,B,,,',
    ].join('\n');
    const result = await parseOk(text);
    expect(result.questions.map((q) => q.question)).toEqual(['gut']);
    expect(result.errors).toEqual([
      { row: 2, problem: 'too_few_columns' },
      { row: 3, problem: 'missing_category' },
      { row: 4, problem: 'missing_question' },
      { row: 5, problem: 'too_few_options' },
      { row: 6, problem: 'duplicate_options' },
      { row: 7, problem: 'missing_correct_answer' },
      { row: 8, problem: 'unknown_correct_answer', value: 'C' },
      { row: 9, problem: 'unknown_difficulty', value: 'sehr schwer' },
      { row: 10, problem: 'unknown_mpu_type', value: 'beer' },
      { row: 11, problem: 'too_many_columns' },
      { row: 12, problem: 'too_long' },
    ]);
  });

  it('reports an unclosed quote instead of swallowing the rest silently', async () => {
    const result = await parseOk(`${HEADER}\nK,F1,Ja,Nein,,,A,,,\nK,"kaputt,Ja,Nein,,,A,,,\n`);
    expect(result.questions).toHaveLength(1);
    expect(result.errors).toEqual([{ row: 3, problem: 'malformed' }]);
  });

  it('refuses a file without the required columns, or an empty one', async () => {
    expect(await parseQuestionCsv('category_name,question,option_a\nK,F,Ja\n')).toEqual({
      ok: false,
      problem: 'missing_columns',
      columns: ['option_b', 'correct_answers'],
    });
    expect(await parseQuestionCsv('\uFEFF \n')).toEqual({ ok: false, problem: 'empty' });
  });

  it('accepts columns in any order, any case, and without the optional ones', async () => {
    const { questions } = await parseOk(
      'Question;Correct_Answers;Option_B;Option_A;Category_Name\nF;B;Nein;Ja;K\n',
    );
    expect(questions[0]).toMatchObject({ question: 'F', options: ['Ja', 'Nein'], correctAnswers: ['Nein'] });
  });

  it('counts a question twice in the same category (any case of the name) once', async () => {
    const result = await parseOk(`${HEADER}\nK,F,Ja,Nein,,,A,,,\nk,F,Ja,Nein,,,B,,,\nL,F,Ja,Nein,,,A,,,\n`);
    expect(result.questions).toHaveLength(2);
    expect(result.duplicates).toBe(1);
  });

  it('handles 10,000 rows', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `"Kat ${i % 12}","Frage ${i}, bitte","a ${i}",b,c,d,A|D,"Erklärung",easy,drugs`,
    );
    const result = await parseOk([HEADER, ...rows].join('\r\n'));
    expect(result.questions).toHaveLength(10_000);
    expect(result.errors).toEqual([]);
  });

  it('refuses more than 20,000 rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `K,F${i},a,b,,,A,,,`);
    expect(await parseQuestionCsv([HEADER, ...rows].join('\n'))).toEqual({
      ok: false,
      problem: 'too_many_rows',
    });
  });
});

describe('language columns', () => {
  const LANG_HEADER = `${HEADER},question_tr,option_a_tr,option_b_tr,option_c_tr,explanation_tr,question_en,option_a_en,option_b_en,option_c_en,explanation_en`;

  it('reads a row translated into Turkish and English, options by position', async () => {
    const { questions, errors } = await parseOk(
      `${LANG_HEADER}\nK,Frage,Ja,Nein,,,B,Weil.,,,Soru,Evet,Hayır,,Çünkü.,Question,Yes,No,,Because.\n`,
    );
    expect(errors).toEqual([]);
    expect(questions[0]!.translations).toEqual({
      tr: { question: 'Soru', options: ['Evet', 'Hayır'], explanation: 'Çünkü.' },
      en: { question: 'Question', options: ['Yes', 'No'], explanation: 'Because.' },
    });
    expect(questions[0]!.correctAnswers).toEqual(['Nein']); // the answer key stays German
  });

  it('rejects a row whose translation does not line up with German, naming the language', async () => {
    const rows = [
      LANG_HEADER,
      'K,F1,Ja,Nein,,,A,Weil.,,,Soru,Evet,,,Çünkü.,,,,,', // one option missing
      'K,F2,Ja,Nein,,,A,Weil.,,,Soru,Evet,Hayır,Belki,Çünkü.,,,,,', // one option too many
      'K,F3,Ja,Nein,,,A,Weil.,,,,,,,,Question,Yes,Yes,,Because.', // options not distinct
      'K,F4,Ja,Nein,,,A,Weil.,,,Soru,Evet,Hayır,,,,,,,', // explanation missing
      'K,F5,Ja,Nein,,,A,Weil.,,,,Evet,Hayır,,Çünkü.,,,,,', // question missing
      'K,F6,Ja,Nein,,,A,,,,Soru,Evet,Hayır,,,Question,Yes,No,,', // fine: German has no explanation
    ];
    const result = await parseOk(rows.join('\n'));
    expect(result.errors).toEqual([
      { row: 2, problem: 'translation_options_mismatch', value: 'tr' },
      { row: 3, problem: 'translation_options_mismatch', value: 'tr' },
      { row: 4, problem: 'translation_options_mismatch', value: 'en' },
      { row: 5, problem: 'translation_incomplete', value: 'tr' },
      { row: 6, problem: 'translation_incomplete', value: 'tr' },
    ]);
    expect(result.questions.map((q) => q.question)).toEqual(['F6']);
  });
});

describe('toQuestionCsv', () => {
  const questions: CsvExportQuestion[] = [
    {
      categoryName: 'Allgemein; "Grundlagen"',
      question: 'Mehrere\nZeilen, Kommas und "Zitate"?',
      options: ['a, b', 'c|d', 'e', 'f', 'g'],
      correctAnswers: ['c|d', 'g'],
      explanation: '',
      difficulty: 'easy',
      mpuTypes: [],
    },
    ...TEMPLATE_QUESTIONS,
  ];

  it('round-trips through the parser, five options and `|` inside texts included', async () => {
    const result = await parseOk(toQuestionCsv(questions));
    expect(result.errors).toEqual([]);
    expect(result.questions.map(({ row: _row, ...q }) => q)).toEqual(questions);
  });

  it('writes the Turkish and English columns and reads them back into `translations`', async () => {
    const csv = toQuestionCsv(TEMPLATE_QUESTIONS);
    const header = csv.split('\r\n')[0]!.split(',');
    expect(header.slice(10)).toEqual([
      'category_name_tr',
      'question_tr',
      'option_a_tr',
      'option_b_tr',
      'option_c_tr',
      'option_d_tr',
      'explanation_tr',
      'category_name_en',
      'question_en',
      'option_a_en',
      'option_b_en',
      'option_c_en',
      'option_d_en',
      'explanation_en',
    ]);
    const [first, second] = (await parseOk(csv)).questions;
    expect(first!.translations).toEqual(TEMPLATE_QUESTIONS[0]!.translations);
    expect(first!.categoryNames).toEqual({ tr: 'Alkol ve trafik', en: 'Alcohol and traffic' });
    expect(second!.translations).toBeUndefined(); // empty language cells: not translated
    expect(second!.categoryNames).toBeUndefined();
  });

  it('reads a category name translation on its own, and refuses one longer than a German name may be', async () => {
    const header = 'category_name,question,option_a,option_b,correct_answers,category_name_en';
    const result = await parseOk(
      [header, `Recht,F1,Ja,Nein,A,Law`, `Recht,F2,Ja,Nein,A,${'x'.repeat(201)}`].join('\n'),
    );
    expect(result.questions.map((q) => [q.question, q.categoryNames])).toEqual([['F1', { en: 'Law' }]]);
    expect(result.errors).toEqual([{ row: 3, problem: 'too_long', value: 'en' }]);
  });

  it('gives a template with a BOM that imports without errors', async () => {
    const template = csvTemplate();
    expect(
      template.startsWith('\uFEFFcategory_name,question,option_a,option_b,option_c,option_d,correct_answers'),
    ).toBe(true);
    const result = await parseOk(template);
    expect(result.errors).toEqual([]);
    expect(result.questions).toHaveLength(TEMPLATE_QUESTIONS.length);
  });
});
