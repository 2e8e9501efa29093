import Papa from 'papaparse';
import { DIFFICULTIES, type Difficulty } from './enums.ts';
import { DEFAULT_CATEGORY_TYPES, DEFAULT_DIFFICULTY, LIMITS, MAX_OPTIONS } from './exam.ts';
import {
  type CategoryNames,
  LANGUAGE_COLUMNS,
  OPTION_COLUMNS,
  type QuestionTranslations,
  readCategoryNames,
  readRowTranslations,
} from './exam-csv-languages.ts';
import { isMpuType, MPU_TYPES, type MpuType } from './mpu.ts';
import { optionIndex, optionLetter } from './quiz.ts';

/**
 * The exam-question CSV (SPEC §5), parsed as RFC 4180 with papaparse: quoted fields may hold
 * commas, quotes ("") and line breaks. Conventions (also in the template and docs/decisions/011):
 * - comma, semicolon or tab as delimiter (detected from the header); a UTF-8 BOM is ignored;
 * - `correct_answers`: option letters (`A|C`) or option texts, several separated by `|`;
 * - `mpu_types`: keys (`alcohol|drugs`) separated by `|`; empty means alcohol, `all` means the
 *   category is visible to every learner; they only apply to a category the import creates;
 * - `difficulty`: easy, medium, hard (or leicht, mittel, schwer); empty means medium;
 * - option_e and option_f may follow option_d for questions with more than four options;
 * - optional Turkish and English columns `category_name_tr`, `question_tr`, `option_a_tr`, …,
 *   `explanation_en` (exam-csv-languages.ts) go into the category's and the question's `translations`;
 * - a row number is the spreadsheet row (the header is row 1).
 */
export const CSV_COLUMNS = [
  'category_name',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answers',
  'explanation',
  'difficulty',
  'mpu_types',
] as const;
export const REQUIRED_COLUMNS = [
  'category_name',
  'question',
  'option_a',
  'option_b',
  'correct_answers',
] as const;
export const MAX_CSV_ROWS = 20_000;
export const LIST_SEPARATOR = '|';
export const ALL_TYPES_KEYWORD = 'all';

export type CsvQuestion = {
  row: number;
  categoryName: string;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string;
  difficulty: Difficulty;
  /** Empty: the category is visible to all. */
  mpuTypes: MpuType[];
  translations?: QuestionTranslations;
  categoryNames?: CategoryNames;
};

export const CSV_ROW_PROBLEMS = [
  'too_few_columns',
  'too_many_columns',
  'malformed',
  'missing_category',
  'missing_question',
  'too_few_options',
  'duplicate_options',
  'missing_correct_answer',
  'unknown_correct_answer',
  'unknown_difficulty',
  'unknown_mpu_type',
  'too_long',
  'translation_incomplete',
  'translation_options_mismatch',
  // Found by the import, not the parser: the bank has the question with other options.
  'existing_options_differ',
] as const;
export type CsvRowProblem = (typeof CSV_ROW_PROBLEMS)[number];
export type CsvRowError = { row: number; problem: CsvRowProblem; value?: string };

export const CSV_FILE_PROBLEMS = ['empty', 'missing_columns', 'too_many_rows'] as const;
export type CsvFileProblem = (typeof CSV_FILE_PROBLEMS)[number];

export type CsvParseResult =
  | { ok: true; questions: CsvQuestion[]; errors: CsvRowError[]; duplicates: number }
  | { ok: false; problem: CsvFileProblem; columns?: string[] };

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  easy: 'easy',
  leicht: 'easy',
  medium: 'medium',
  mittel: 'medium',
  hard: 'hard',
  schwer: 'hard',
};

const normalizeHeader = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const split = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

function detectDelimiter(text: string): string {
  let best = ',';
  let bestScore = -1;
  for (const delimiter of [',', ';', '\t']) {
    const header = Papa.parse<string[]>(text, { delimiter, preview: 1 }).data[0] ?? [];
    const score = header
      .map(normalizeHeader)
      .filter((h) => [...CSV_COLUMNS, ...LANGUAGE_COLUMNS].includes(h)).length;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

const LETTER = `[A-${optionLetter(MAX_OPTIONS - 1)}]`;
/** Several letters in one cell: `A, C`, `A;C`, `A/C`, `A C` or `AC`. */
const LETTER_LIST = new RegExp(`^(${LETTER}(\\s*[,;/ ]\\s*${LETTER})+|${LETTER}{2,${MAX_OPTIONS}})$`);

/** Letters (`A|C`, also `A, C` or `AC`) or option texts; an option text wins over a letter. */
function mapCorrect(
  cell: string,
  options: readonly (string | undefined)[],
): { answers: string[] } | { unknown: string } {
  let tokens = split(cell);
  if (tokens.length === 1 && LETTER_LIST.test(tokens[0]!) && !options.includes(tokens[0])) {
    tokens = tokens[0]!.match(new RegExp(LETTER, 'g')) ?? [];
  }
  const answers: string[] = [];
  for (const token of tokens) {
    const byLetter = options[optionIndex(token)];
    if (options.includes(token)) answers.push(token);
    else if (byLetter) answers.push(byLetter);
    else return { unknown: token };
  }
  return { answers: [...new Set(answers)] };
}

function mapTypes(cell: string): { types: MpuType[] } | { unknown: string } {
  const tokens = cell
    .split(/[|,;]/)
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return { types: [...DEFAULT_CATEGORY_TYPES] };
  if (tokens.length === 1 && (tokens[0] === ALL_TYPES_KEYWORD || tokens[0] === 'alle')) return { types: [] };
  const types: MpuType[] = [];
  for (const token of tokens) {
    if (!isMpuType(token)) return { unknown: token };
    if (!types.includes(token)) types.push(token);
  }
  return { types: MPU_TYPES.filter((t) => types.includes(t)) };
}

type MappedRow = { ok: true; value: CsvQuestion } | { ok: false; error: CsvRowError };

function mapRow(cells: Record<string, string>, row: number): MappedRow {
  const fail = (problem: CsvRowProblem, value?: string): MappedRow => ({
    ok: false,
    error: { row, problem, value },
  });
  const get = (column: string) => (cells[column] ?? '').trim();
  const categoryName = get('category_name');
  const question = get('question');
  if (!categoryName) return fail('missing_category');
  if (!question) return fail('missing_question');
  // Options keep their letters for `correct_answers`; blank ones are dropped afterwards (SPEC §5).
  const lettered = OPTION_COLUMNS.map((column) => get(column) || undefined);
  const options = lettered.filter((o): o is string => o !== undefined);
  if (options.length < 2) return fail('too_few_options');
  if (new Set(options).size !== options.length) return fail('duplicate_options');
  const correctCell = get('correct_answers');
  if (!correctCell) return fail('missing_correct_answer');
  const correct = mapCorrect(correctCell, lettered);
  if ('unknown' in correct) return fail('unknown_correct_answer', correct.unknown);
  if (correct.answers.length === 0) return fail('missing_correct_answer');
  const difficultyCell = get('difficulty').toLowerCase();
  const difficulty = difficultyCell ? DIFFICULTY_WORDS[difficultyCell] : DEFAULT_DIFFICULTY;
  if (!difficulty) return fail('unknown_difficulty', get('difficulty'));
  const types = mapTypes(get('mpu_types'));
  if ('unknown' in types) return fail('unknown_mpu_type', types.unknown);
  const explanation = get('explanation');
  if (
    categoryName.length > LIMITS.name ||
    question.length > LIMITS.question ||
    explanation.length > LIMITS.explanation ||
    options.some((o) => o.length > LIMITS.option)
  ) {
    return fail('too_long');
  }
  const translated = readRowTranslations(get, lettered, explanation);
  if ('problem' in translated) return fail(translated.problem, translated.value);
  const { translations } = translated;
  const category = readCategoryNames(get);
  if ('problem' in category) return fail(category.problem, category.value);
  return {
    ok: true,
    value: {
      row,
      categoryName,
      question,
      options,
      correctAnswers: options.filter((o) => correct.answers.includes(o)),
      explanation,
      difficulty,
      mpuTypes: types.types,
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
      ...(Object.keys(category.names).length > 0 ? { categoryNames: category.names } : {}),
    },
  };
}

/** Key under which two rows are the same question (the database's unique index). */
export const questionKey = (categoryName: string, question: string) =>
  `${categoryName.toLowerCase()}\u0000${question}`;

/** Parses and validates a whole file; each rejected row gets its own reason. */
/** Rows mapped between two pauses of `parseQuestionCsv`. */
const ROWS_PER_PAUSE = 500;

/**
 * `pause` runs every few hundred rows: the server lets other requests run meanwhile (a 10,000-row
 * file blocked its event loop for 0.1–0.4 s in one piece; issue 16).
 */
export async function parseQuestionCsv(
  input: string,
  pause: () => Promise<void> = async () => {},
): Promise<CsvParseResult> {
  const text = input.replace(/^\uFEFF/, '');
  if (!text.trim()) return { ok: false, problem: 'empty' };
  const parsed = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  const [headerCells, ...records] = parsed.data;
  const header = (headerCells ?? []).map(normalizeHeader);
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ok: false, problem: 'missing_columns', columns: missing };
  const malformed = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row));
  const width = header.length;

  const questions: CsvQuestion[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let dataRows = 0;
  for (const [index, cells] of records.entries()) {
    if (index > 0 && index % ROWS_PER_PAUSE === 0) await pause();
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) continue; // empty line
    dataRows++;
    if (malformed.has(index + 1)) {
      errors.push({ row, problem: 'malformed' });
      continue;
    }
    if (cells.length < width) {
      errors.push({ row, problem: 'too_few_columns' });
      continue;
    }
    if (cells.slice(width).some((cell) => cell.trim() !== '')) {
      errors.push({ row, problem: 'too_many_columns' });
      continue;
    }
    const mapped = mapRow(Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])), row);
    if (!mapped.ok) {
      errors.push(mapped.error);
      continue;
    }
    const key = questionKey(mapped.value.categoryName, mapped.value.question);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    questions.push(mapped.value);
  }
  if (dataRows > MAX_CSV_ROWS) return { ok: false, problem: 'too_many_rows' };
  return { ok: true, questions, errors, duplicates };
}

export const isDifficulty = (value: string): value is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value);
