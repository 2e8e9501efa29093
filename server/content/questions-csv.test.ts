import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  ALL_TYPES_KEYWORD,
  CSV_COLUMNS,
  LIST_SEPARATOR,
  parseQuestionCsv,
} from '../../common/domain/exam-csv.ts';
import { languageHeader } from '../../common/domain/exam-csv-languages.ts';
import { toQuestionCsv } from '../../common/domain/exam-csv-write.ts';
import { optionLetter } from '../../common/domain/quiz.ts';
import { correctInOptionOrder, type QuestionCategory, readQuestionBank } from './questions.ts';
import { questionBankToCsv } from './questions-csv.ts';
import { readQuestionTranslations } from './translation-files.ts';

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const committed = readFileSync(path.join(contentDir, 'questions.csv'), 'utf8');
const bank = readQuestionBank(contentDir);
const translated = readQuestionTranslations(contentDir);
const COLUMNS = [...CSV_COLUMNS, ...languageHeader(4)];

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });

const category = (
  questions: QuestionCategory['questions'],
  mpuTypes: QuestionCategory['mpu_types'] = [],
) => ({
  key: 'test',
  name: 'Test, mit "Komma"',
  description: 'Beschreibung',
  mpu_types: mpuTypes,
  questions,
});
const question = (options: string[], correct: string[]) => ({
  key: 'q',
  question: 'Frage mit "Anführungszeichen", Komma\nund Zeilenumbruch?',
  options,
  correct,
  explanation: 'Erklärung, mit Komma.',
  difficulty: 'hard' as const,
});

describe('content/questions.csv', () => {
  it('is what `npm run content:csv` generates from the YAML files (run it after editing them)', async () => {
    expect(committed).toBe(questionBankToCsv(bank, translated));
  });

  it('has the columns of the import format (SPEC §5) and one full row per question', async () => {
    const result = parse(committed);
    expect(result.errors).toEqual([]);
    expect(result.meta.fields).toEqual(COLUMNS);
    expect(result.data).toHaveLength(bank.reduce((n, c) => n + c.questions.length, 0));
    const raw = Papa.parse<string[]>(committed, { skipEmptyLines: true }).data;
    expect(raw.every((row) => row.length === COLUMNS.length)).toBe(true);
  });

  it('reads back to the same bank: options, correct answers, difficulty, MPU types', async () => {
    const rows = parse(committed).data;
    const questions = bank.flatMap((c) => c.questions.map((q) => ({ q, c })));
    rows.forEach((row, i) => {
      const { q, c } = questions[i]!;
      expect(row.category_name).toBe(c.name);
      expect(row.question).toBe(q.question);
      const options = [row.option_a, row.option_b, row.option_c, row.option_d].filter(Boolean);
      expect(options).toEqual(q.options);
      expect(row.correct_answers!.split(LIST_SEPARATOR)).toEqual(
        correctInOptionOrder(q).map((answer) => optionLetter(q.options.indexOf(answer))),
      );
      expect(row.explanation).toBe(q.explanation);
      expect(row.difficulty).toBe(q.difficulty);
      const types = row.mpu_types!.split(LIST_SEPARATOR);
      expect(types).toEqual(c.mpu_types.length > 0 ? c.mpu_types : [ALL_TYPES_KEYWORD]);
    });
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and ends lines with CRLF', async () => {
    const csv = questionBankToCsv([category([question(['Ja, klar', 'Nein', 'Vielleicht'], ['Ja, klar'])])]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain('"Frage mit ""Anführungszeichen"", Komma\nund Zeilenumbruch?"');
    const [row] = parse(csv).data;
    expect(row).toMatchObject({
      category_name: 'Test, mit "Komma"',
      question: 'Frage mit "Anführungszeichen", Komma\nund Zeilenumbruch?',
      option_a: 'Ja, klar',
      option_d: '',
      correct_answers: 'A',
      mpu_types: ALL_TYPES_KEYWORD,
    });
  });

  it('is the same writer as the admin template: five options get option_e, | in an option is fine', async () => {
    const five = [category([question(['A', 'B', 'C', 'D', 'E|F'], ['E|F'])], ['drugs'])];
    const csv = questionBankToCsv(five);
    expect(csv).toBe(
      toQuestionCsv([
        {
          categoryName: 'Test, mit "Komma"',
          question: five[0]!.questions[0]!.question,
          options: ['A', 'B', 'C', 'D', 'E|F'],
          correctAnswers: ['E|F'],
          explanation: 'Erklärung, mit Komma.',
          difficulty: 'hard',
          mpuTypes: ['drugs'],
        },
      ]),
    );
    const parsed = await parseQuestionCsv(csv);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions[0]).toMatchObject({
      options: ['A', 'B', 'C', 'D', 'E|F'],
      correctAnswers: ['E|F'],
    });
  });
});

describe('content/questions.csv through the admin importer', () => {
  it('imports every row without an error and yields the same questions', async () => {
    const parsed = await parseQuestionCsv(committed);
    if (!parsed.ok) throw new Error(`file problem: ${parsed.problem}`);
    expect(parsed.errors).toEqual([]);
    const questions = bank.flatMap((category) => category.questions.map((q) => ({ category, q })));
    expect(parsed.questions).toHaveLength(questions.length);
    for (const [i, row] of parsed.questions.entries()) {
      const { category, q } = questions[i]!;
      expect(row.categoryName).toBe(category.name);
      expect(row.question).toBe(q.question);
      expect(row.options).toEqual(q.options);
      expect([...row.correctAnswers].sort()).toEqual([...q.correct].sort());
      expect(row.difficulty).toBe(q.difficulty);
      // A category for everyone is written as `all` (an empty cell would mean alcohol, SPEC §5).
      expect([...row.mpuTypes].sort()).toEqual([...category.mpu_types].sort());
      // The Turkish and English versions travel in their columns (issue 14).
      expect(row.translations).toEqual(translated.get(`question:${q.key}`));
      const names = translated.get(`quiz-category:${category.key}`);
      expect(row.categoryNames).toEqual({ tr: names?.tr?.name, en: names?.en?.name });
    }
  });
});
