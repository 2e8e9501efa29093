import { MAX_CSV_ROWS, parseQuestionCsv } from '../../../common/domain/exam-csv.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { MPU_TYPES } from '../../../common/domain/mpu.ts';
import { stampTranslations } from '../../../common/domain/translations.ts';
import type { ImportResult } from '../../../common/schemas/exam.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './admin.repo.ts';

/**
 * Rows per INSERT: far below PostgreSQL's 65,535 parameters per statement, and short enough that the
 * embedded database answers its health check between two statements (decision 024).
 */
export const IMPORT_BATCH = 50;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** SPEC §5: a category the import creates is described as 'Kategorie für <name>'. */
export const importedCategoryDescription = (name: string) => `Kategorie für ${name}`;

/**
 * CSV import (SPEC §5): parse and validate every row first, then write everything in one
 * transaction (an interrupted import leaves nothing behind) with multi-row inserts. Identical
 * questions in the same category are skipped, so importing the same file twice adds nothing.
 * The Turkish and English columns go into each question's `translations` (decision 028).
 */
export async function importQuestions(db: Db, csv: string): Promise<ImportResult> {
  const parsed = await parseQuestionCsv(csv, yieldToOthers);
  if (!parsed.ok) {
    return {
      ok: false,
      fileProblem: parsed.problem,
      missingColumns: parsed.columns,
      imported: 0,
      duplicates: 0,
      categoriesCreated: 0,
      errors: [],
      maxRows: parsed.problem === 'too_many_rows' ? MAX_CSV_ROWS : undefined,
    };
  }
  const { questions } = parsed;

  // Per new category: its first spelling and the union of the MPU types its rows name.
  const wanted = new Map<string, { name: string; types: Set<MpuType>; all: boolean }>();
  for (const q of questions) {
    const key = q.categoryName.toLowerCase();
    const entry = wanted.get(key) ?? { name: q.categoryName, types: new Set<MpuType>(), all: false };
    if (q.mpuTypes.length === 0) entry.all = true;
    for (const type of q.mpuTypes) entry.types.add(type);
    wanted.set(key, entry);
  }

  return db.transaction(async (tx) => {
    const existing = await repo.categoriesByName(tx, [...wanted.keys()]);
    const missing = [...wanted.entries()]
      .filter(([key]) => !existing.has(key))
      .map(([, { name, types, all }]) => ({
        name,
        description: importedCategoryDescription(name),
        // A category any of whose rows says `all` is visible to everyone.
        mpuTypes: all ? [] : MPU_TYPES.filter((t) => types.has(t)),
      }));
    const categoriesCreated = await repo.insertMissingCategories(tx, missing);
    const ids = await repo.categoriesByName(tx, [...wanted.keys()]);

    let imported = 0;
    for (let start = 0; start < questions.length; start += IMPORT_BATCH) {
      const batch = questions.slice(start, start + IMPORT_BATCH).map((q) => ({
        categoryId: ids.get(q.categoryName.toLowerCase())!,
        question: q.question,
        options: q.options,
        correctAnswers: q.correctAnswers,
        explanation: q.explanation,
        difficulty: q.difficulty,
        translations: stampTranslations(q.translations, q),
      }));
      imported += await repo.insertQuestionBatch(tx, batch);
      await yieldToOthers(); // other requests run between batches
    }
    return {
      ok: true,
      imported,
      duplicates: parsed.duplicates + (questions.length - imported),
      categoriesCreated,
      errors: parsed.errors,
    };
  });
}
