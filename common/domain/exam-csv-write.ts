import Papa from 'papaparse';
import type { Difficulty } from './enums.ts';
import { MAX_OPTIONS } from './exam.ts';
import { ALL_TYPES_KEYWORD, LIST_SEPARATOR } from './exam-csv.ts';
import {
  type CategoryNames,
  languageCells,
  languageHeader,
  OPTION_COLUMNS,
  type QuestionTranslations,
} from './exam-csv-languages.ts';
import type { MpuType } from './mpu.ts';
import { optionLetter } from './quiz.ts';

export type CsvExportQuestion = {
  categoryName: string;
  question: string;
  options: readonly string[];
  correctAnswers: readonly string[];
  explanation: string;
  difficulty: Difficulty;
  mpuTypes: readonly MpuType[];
  translations?: QuestionTranslations;
  categoryNames?: CategoryNames;
};

/**
 * Writes questions in the import format (comma, CRLF, quotes where needed): correct answers as
 * letters, MPU types as keys, `all` for a category visible to everyone, then the Turkish and English
 * columns (empty where a language is missing). Round-trips through
 * `parseQuestionCsv`.
 */
export function toQuestionCsv(questions: readonly CsvExportQuestion[]): string {
  const optionCount = Math.max(4, ...questions.map((q) => q.options.length));
  if (optionCount > MAX_OPTIONS) throw new Error(`at most ${MAX_OPTIONS} options`);
  const options = OPTION_COLUMNS.slice(0, optionCount);
  const fields = [
    'category_name',
    'question',
    ...options,
    'correct_answers',
    'explanation',
    'difficulty',
    'mpu_types',
    ...languageHeader(optionCount),
  ];
  const data = questions.map((q) => [
    q.categoryName,
    q.question,
    ...options.map((_, i) => q.options[i] ?? ''),
    q.correctAnswers.map((answer) => optionLetter(q.options.indexOf(answer))).join(LIST_SEPARATOR),
    q.explanation,
    q.difficulty,
    q.mpuTypes.length === 0 ? ALL_TYPES_KEYWORD : q.mpuTypes.join(LIST_SEPARATOR),
    ...languageCells(q.translations, q.categoryNames, optionCount),
  ]);
  return `${Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false })}\r\n`;
}
