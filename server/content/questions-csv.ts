import type { CategoryNames, QuestionTranslations } from '../../common/domain/exam-csv-languages.ts';
import { type CsvExportQuestion, toQuestionCsv } from '../../common/domain/exam-csv-write.ts';
import { TRANSLATION_LANGUAGES } from '../../common/domain/translations.ts';
import { correctInOptionOrder, type QuestionCategory } from './questions.ts';
import type { TranslationMap } from './translation-files.ts';

/**
 * The question bank as CSV in the import format, written by the one CSV writer
 * (`toQuestionCsv` in common/domain/exam-csv-write.ts, which the admin's template uses too):
 * RFC 4180, CRLF, UTF-8 without BOM, correct answers as letters, `all` for a category every
 * learner sees, as many option columns as the longest question needs (at least option_a…option_d),
 * then the Turkish and English columns from content/i18n (`readQuestionTranslations`).
 */
export function questionBankToCsv(
  bank: readonly QuestionCategory[],
  translations: TranslationMap = new Map(),
): string {
  const questions: CsvExportQuestion[] = bank.flatMap((category) => {
    const translated = translations.get(`quiz-category:${category.key}`);
    const categoryNames: CategoryNames = {};
    for (const lang of TRANSLATION_LANGUAGES) {
      const name = translated?.[lang]?.name;
      if (typeof name === 'string') categoryNames[lang] = name;
    }
    return category.questions.map((q) => ({
      categoryName: category.name,
      question: q.question,
      options: q.options,
      correctAnswers: correctInOptionOrder(q),
      explanation: q.explanation,
      difficulty: q.difficulty,
      mpuTypes: category.mpu_types,
      translations: translations.get(`question:${q.key}`) as QuestionTranslations | undefined,
      categoryNames,
    }));
  });
  return toQuestionCsv(questions);
}
