import { shuffled } from '../../../common/domain/quiz.ts';
import {
  fromSourceOptions,
  localize,
  type Translations,
  toSourceOptions,
} from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';

/**
 * Exam questions in the learner's language (decision 028): question, options and explanation come
 * as one item (translated or German), the category name on its own. Answers are option texts as
 * shown; they count by position and are stored as the German options.
 */
type Translatable = {
  question: string;
  options: string[];
  explanation?: string;
  translations: Translations | null;
};

const FIELDS = ['question', 'options', 'explanation'] as const;

export function questionText<T extends Translatable>(row: T, language: Language) {
  const shown = localize({ ...row, explanation: row.explanation ?? '' }, language, FIELDS);
  return { ...shown.values, lang: shown.lang };
}

export function categoryText(
  row: { categoryName: string; categoryTranslations: Translations | null },
  language: Language,
) {
  const shown = localize({ name: row.categoryName, translations: row.categoryTranslations }, language, [
    'name',
  ]);
  return { categoryName: shown.values.name, categoryLang: shown.lang };
}

/** A learner question row as sent before answering: localized, options in a new order. */
export function presentQuestion<
  T extends Translatable & { categoryName: string; categoryTranslations: Translations | null },
>(row: T, language: Language) {
  const { translations: _t, categoryTranslations: _c, ...rest } = row;
  const text = questionText(row, language);
  return {
    ...rest,
    ...categoryText(row, language),
    question: text.question,
    options: shuffled(text.options),
    lang: text.lang,
  };
}

/** The chosen texts as German options (unknown texts stay and then fail validation). */
export function selectedInGerman(row: Translatable, language: Language, selected: readonly string[]) {
  return toSourceOptions(selected, questionText(row, language).options, row.options);
}

/** German option texts (stored answers, answer keys) as the learner sees them. */
export function shownOptions(row: Translatable, language: Language, german: readonly string[]) {
  return fromSourceOptions(german, questionText(row, language).options, row.options);
}
