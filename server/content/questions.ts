import path from 'node:path';
import { z } from 'zod';
import { DIFFICULTIES } from '../../common/domain/enums.ts';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { allAmongOptions } from '../../common/domain/quiz.ts';
import { quizCategories, quizQuestions } from '../db/schema/exam.ts';
import { ContentFileError, contentKey, listFiles, nonEmpty, parseWith, readYaml } from './files.ts';
import type { ContentModule } from './loader.ts';
import { loadBatch } from './store.ts';
import { readQuestionTranslations } from './translation-files.ts';

/** An option or answer: one trimmed line (it becomes one CSV cell and one button). */
const line = nonEmpty.refine((text) => !/[\r\n]/.test(text), 'must be a single line');
const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const questionSchema = z
  .strictObject({
    key: contentKey,
    question: nonEmpty,
    options: z.array(line).min(3).max(5).refine(unique, 'options must differ'),
    /** The correct options, by their exact text; several mean a multi-select question. */
    correct: z.array(line).min(1).refine(unique, 'correct answers must differ'),
    explanation: nonEmpty,
    difficulty: z.enum(DIFFICULTIES),
  })
  .refine((q) => allAmongOptions(q.correct, q.options), {
    message: 'every correct answer must be one of the options (same text)',
    path: ['correct'],
  });

export const questionCategorySchema = z.strictObject({
  key: contentKey,
  name: line,
  description: nonEmpty,
  /** Empty: relevant to every MPU type (SPEC §6). */
  mpu_types: z.array(z.enum(MPU_TYPES)).refine(unique, 'mpu_types must differ'),
  questions: z.array(questionSchema).min(1),
});

export type BankQuestion = z.infer<typeof questionSchema>;
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

/** Every content/questions/<category-key>.yaml, validated, in file-name order. */
export function readQuestionBank(contentDir: string): QuestionCategory[] {
  const dir = path.join(contentDir, 'questions');
  return listFiles(dir, /\.yaml$/).map((name) => {
    const file = path.join(dir, name);
    const category = parseWith(questionCategorySchema, readYaml(file), file);
    if (`${category.key}.yaml` !== name) {
      throw new ContentFileError(`${file}: the file name must be <key>.yaml (key '${category.key}')`);
    }
    return category;
  });
}

/** The correct answers in the order of the options (the stored order, whatever the file lists). */
export function correctInOptionOrder(question: BankQuestion): string[] {
  return question.options.filter((option) => question.correct.includes(option));
}

/**
 * The exam question bank (`quiz-category:` and `question:` keys). Where an administrator already
 * made a category of the same name, its questions go into theirs; a question whose text that
 * category already holds (e.g. from a CSV import) is skipped. Questions of a category an
 * administrator deleted are not loaded.
 */
export const questionsContent: ContentModule = {
  kind: 'questions',
  load: (db, contentDir) => {
    const bank = readQuestionBank(contentDir);
    const translated = readQuestionTranslations(contentDir);
    return loadBatch(db, async (batch) => {
      const categoryRows = await batch.tx
        .select({ id: quizCategories.id, name: quizCategories.name, sourceKey: quizCategories.sourceKey })
        .from(quizCategories);
      const byName = new Map(categoryRows.map((row) => [row.name.toLowerCase(), row]));
      const questionRows = await batch.tx
        .select({
          categoryId: quizQuestions.categoryId,
          question: quizQuestions.question,
          sourceKey: quizQuestions.sourceKey,
        })
        .from(quizQuestions);
      const holderOf = new Map(
        questionRows.map((row) => [`${row.categoryId}\n${row.question}`, row.sourceKey]),
      );

      // Categories: an administrator's category of the same name (never ours) receives our questions.
      const adopted = new Map<string, string>();
      const categoryItems = [];
      for (const category of bank) {
        const key = `quiz-category:${category.key}`;
        const sameName = byName.get(category.name.toLowerCase());
        if (sameName && sameName.sourceKey !== key && !batch.wasLoaded(key)) {
          adopted.set(key, sameName.id);
          continue;
        }
        const values = {
          name: category.name,
          description: category.description,
          mpuTypes: category.mpu_types,
        };
        categoryItems.push({ key, values, translations: translated.get(key) });
      }
      batch.skip(adopted.size);
      const categoryIds = await batch.put(quizCategories, categoryItems);

      const questionItems = [];
      for (const category of bank) {
        const categoryKey = `quiz-category:${category.key}`;
        const categoryId = adopted.get(categoryKey) ?? categoryIds.get(categoryKey) ?? null;
        if (!categoryId) {
          // An administrator deleted the category: its questions stay away too.
          batch.skip(category.questions.length);
          continue;
        }
        for (const question of category.questions) {
          const key = `question:${question.key}`;
          const holder = holderOf.get(`${categoryId}\n${question.question}`);
          if (holder !== undefined && holder !== key && !batch.wasLoaded(key)) {
            batch.skip();
            continue;
          }
          questionItems.push({
            key,
            translations: translated.get(key),
            values: {
              categoryId,
              question: question.question,
              options: question.options,
              correctAnswers: correctInOptionOrder(question),
              explanation: question.explanation,
              difficulty: question.difficulty,
            },
          });
        }
      }
      await batch.put(quizQuestions, questionItems);
    });
  },
};
