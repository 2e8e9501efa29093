import { LIMITS } from './exam.ts';
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type Translations } from './translations.ts';

/**
 * The Turkish and English columns of the exam-question CSV (issue 14, decisions 011 and 028): next to
 * the German `category_name`, `question`, `option_a`… and `explanation` the same names with `_tr` /
 * `_en` (`category_name_tr`, `question_tr`, `option_a_tr`, …, `explanation_en`). They are optional.
 * The category name's translation stands alone. For the question, a language whose cells are all
 * empty is simply not translated; one that is partly filled must be complete (question, the
 * explanation when German has one, and an option in exactly the columns German fills), because
 * answers line up by position with the German options and the learner sees an item in one language.
 */
export const OPTION_COLUMNS = [
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
] as const;

export type QuestionTranslations = Translations<'question' | 'options' | 'explanation'>;
/** The category's name per language (`category_name_tr`, `category_name_en`). */
export type CategoryNames = Partial<Record<TranslationLanguage, string>>;

/** The translated columns, in the order the writer puts them after the German ones. */
const translatedColumns = (optionCount: number) => [
  'category_name',
  'question',
  ...OPTION_COLUMNS.slice(0, optionCount),
  'explanation',
];

export const languageColumn = (column: string, language: TranslationLanguage) => `${column}_${language}`;

/** Every optional language column (the header knows them all, e.g. for delimiter detection). */
export const LANGUAGE_COLUMNS = TRANSLATION_LANGUAGES.flatMap((language) =>
  translatedColumns(OPTION_COLUMNS.length).map((column) => languageColumn(column, language)),
);

export type TranslationProblem = 'translation_incomplete' | 'translation_options_mismatch' | 'too_long';

/**
 * The translations of one row, checked against the German options by letter (`german` has
 * `undefined` where the German option column is blank) and the German explanation.
 */
export function readRowTranslations(
  get: (column: string) => string,
  german: readonly (string | undefined)[],
  germanExplanation: string,
): { translations: QuestionTranslations } | { problem: TranslationProblem; value: string } {
  const translations: QuestionTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const cell = (column: string) => get(languageColumn(column, language));
    const lettered = OPTION_COLUMNS.map((column) => cell(column) || undefined);
    const question = cell('question');
    const explanation = cell('explanation');
    if (!question && !explanation && lettered.every((o) => o === undefined)) continue;
    const fail = (problem: TranslationProblem) => ({ problem, value: language });
    if (!question || (germanExplanation && !explanation)) return fail('translation_incomplete');
    const options = lettered.filter((o): o is string => o !== undefined);
    if (
      lettered.some((option, i) => (option === undefined) !== (german[i] === undefined)) ||
      new Set(options).size !== options.length
    ) {
      return fail('translation_options_mismatch');
    }
    if (
      question.length > LIMITS.question ||
      explanation.length > LIMITS.explanation ||
      options.some((o) => o.length > LIMITS.option)
    ) {
      return fail('too_long');
    }
    translations[language] = { question, options, ...(explanation ? { explanation } : {}) };
  }
  return { translations };
}

/** The category's translated names of one row; a name longer than German allows is `too_long`. */
export function readCategoryNames(
  get: (column: string) => string,
): { names: CategoryNames } | { problem: 'too_long'; value: string } {
  const names: CategoryNames = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const name = get(languageColumn('category_name', language));
    if (name.length > LIMITS.name) return { problem: 'too_long', value: language };
    if (name) names[language] = name;
  }
  return { names };
}

/** The writer's language header for `optionCount` option columns. */
export const languageHeader = (optionCount: number) =>
  TRANSLATION_LANGUAGES.flatMap((language) =>
    translatedColumns(optionCount).map((column) => languageColumn(column, language)),
  );

/** The writer's language cells of one question (empty where a language is missing). */
export function languageCells(
  translations: QuestionTranslations | undefined,
  categoryNames: CategoryNames | undefined,
  optionCount: number,
) {
  return TRANSLATION_LANGUAGES.flatMap((language) => {
    const t = translations?.[language];
    const options = Array.isArray(t?.options) ? (t.options as string[]) : [];
    return [
      categoryNames?.[language] ?? '',
      typeof t?.question === 'string' ? t.question : '',
      ...Array.from({ length: optionCount }, (_, i) => options[i] ?? ''),
      typeof t?.explanation === 'string' ? t.explanation : '',
    ];
  });
}
