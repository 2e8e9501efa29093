import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DIFFICULTIES } from '../../common/domain/enums.ts';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import type { Db } from '../db/client.ts';
import { quizCategories, quizQuestions } from '../db/schema/exam.ts';
import {
  type ContentModule,
  contentKey,
  line,
  loadedKeys,
  readYaml,
  recordLoaded,
  type Tx,
} from './source-keys.ts';

const CATEGORY_KIND = 'quiz-category';
const QUESTION_KIND = 'question';

const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const questionSchema = z
  .strictObject({
    key: contentKey,
    question: z.string().trim().min(1),
    options: z.array(line).min(3).max(5).refine(unique, 'options must differ'),
    correct: z.array(line).min(1).refine(unique, 'correct answers must differ'),
    explanation: z.string().trim().min(1),
    difficulty: z.enum(DIFFICULTIES),
  })
  .refine((q) => q.correct.every((answer) => q.options.includes(answer)), {
    message: 'every correct answer must be one of the options (same text)',
    path: ['correct'],
  });

export const questionCategorySchema = z.strictObject({
  key: contentKey,
  name: line,
  description: z.string().trim().min(1),
  /** Empty: relevant to every MPU type (SPEC §6). */
  mpu_types: z.array(z.enum(MPU_TYPES)).refine(unique, 'mpu_types must differ'),
  questions: z.array(questionSchema).min(1),
});

export type BankQuestion = z.infer<typeof questionSchema>;
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

/** Every `content/questions/<category-key>.yaml`, validated, sorted by file name. */
export function readQuestionBank(contentDir: string): QuestionCategory[] {
  const dir = path.join(contentDir, 'questions');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => {
      const category = readYaml(path.join(dir, name), questionCategorySchema);
      if (`${category.key}.yaml` !== name) {
        throw new Error(`${path.join(dir, name)}: key '${category.key}' must match the file name`);
      }
      return category;
    });
}

/**
 * The id of the category to fill, or null when its questions must not be loaded (an admin deleted
 * the category after an earlier load).
 */
async function resolveCategory(
  tx: Tx,
  category: QuestionCategory,
  seen: Set<string>,
): Promise<{ id: string | null; inserted: boolean }> {
  const sourceKey = `${CATEGORY_KIND}:${category.key}`;
  if (seen.has(sourceKey)) {
    const [row] = await tx
      .select({ id: quizCategories.id })
      .from(quizCategories)
      .where(eq(quizCategories.sourceKey, sourceKey));
    return { id: row?.id ?? null, inserted: false };
  }
  const [inserted] = await tx
    .insert(quizCategories)
    .values({
      name: category.name,
      description: category.description,
      mpuTypes: category.mpu_types,
      sourceKey,
    })
    .onConflictDoNothing()
    .returning({ id: quizCategories.id });
  if (inserted) {
    await recordLoaded(tx, [sourceKey]);
    return { id: inserted.id, inserted: true };
  }
  // An admin already made a category of that name (names are unique): fill that one.
  const [existing] = await tx
    .select({ id: quizCategories.id })
    .from(quizCategories)
    .where(and(sql`lower(${quizCategories.name}) = lower(${category.name})`, isNull(quizCategories.sourceKey)));
  return { id: existing?.id ?? null, inserted: false };
}

/** The exam question bank of content/questions/; inserts what was never loaded, never overwrites. */
export const questionsModule: ContentModule = {
  kind: QUESTION_KIND,
  async load(db: Db, contentDir: string) {
    const bank = readQuestionBank(contentDir);
    const total = bank.reduce((sum, c) => sum + 1 + c.questions.length, 0);
    return db.transaction(async (tx) => {
      const seenCategories = await loadedKeys(tx, CATEGORY_KIND);
      const seenQuestions = await loadedKeys(tx, QUESTION_KIND);
      let inserted = 0;
      for (const category of bank) {
        const { id, inserted: categoryInserted } = await resolveCategory(tx, category, seenCategories);
        if (categoryInserted) inserted++;
        if (!id) continue;
        const fresh = category.questions.filter((q) => !seenQuestions.has(`${QUESTION_KIND}:${q.key}`));
        if (fresh.length === 0) continue;
        const rows = await tx
          .insert(quizQuestions)
          .values(
            fresh.map((q) => ({
              categoryId: id,
              question: q.question,
              options: q.options,
              correctAnswers: q.correct,
              explanation: q.explanation,
              difficulty: q.difficulty,
              sourceKey: `${QUESTION_KIND}:${q.key}`,
            })),
          )
          // No target: the same question text already in that category (an admin's import) wins.
          .onConflictDoNothing()
          .returning({ sourceKey: quizQuestions.sourceKey });
        await recordLoaded(
          tx,
          rows.map((r) => r.sourceKey!),
        );
        inserted += rows.length;
      }
      return { inserted, skipped: total - inserted };
    });
  },
};
