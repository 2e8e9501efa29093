import {
  type CsvQuestion,
  type CsvRowError,
  MAX_CSV_ROWS,
  parseQuestionCsv,
} from '../../../common/domain/exam-csv.ts';
import type { CategoryNames } from '../../../common/domain/exam-csv-languages.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { MPU_TYPES } from '../../../common/domain/mpu.ts';
import {
  germanHash,
  outdatedLanguages,
  SOURCE_HASH,
  stampTranslations,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
  withoutSourceHash,
} from '../../../common/domain/translations.ts';
import type { ImportResult } from '../../../common/schemas/exam.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './admin.repo.ts';

/**
 * Rows per INSERT: far below PostgreSQL's 65,535 parameters per statement, and short enough that the
 * embedded database answers its health check between two statements (decision 024).
 */
export const IMPORT_BATCH = 50;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * SPEC §5: a category the import creates is described as 'Kategorie für <name>'; its Turkish and
 * English versions (when the file names the category in that language) say the same.
 */
export const importedCategoryDescription = (name: string, language: 'de' | TranslationLanguage = 'de') =>
  ({ de: `Kategorie für ${name}`, tr: `${name} kategorisi`, en: `Category for ${name}` })[language];

/** Same fields with the same values, whatever the key order (jsonb keeps its own). */
const sameFields = (a: Record<string, unknown> | undefined, b: Record<string, unknown>) =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([field, value]) => JSON.stringify(a[field]) === JSON.stringify(value));

/**
 * An existing category's translations with the file's names, or null when nothing changes. The
 * rest of a language (its description) stays; a language that was already outdated stays flagged.
 */
function withNames(category: repo.ImportedCategory, names: CategoryNames): Translations | null {
  const german = { name: category.name, description: category.description };
  const outdated = outdatedLanguages(category.translations, german);
  const next: Translations = { ...category.translations };
  for (const lang of TRANSLATION_LANGUAGES) {
    const name = names[lang];
    const current = category.translations[lang];
    if (!name || current?.name === name) continue;
    const fields = { ...withoutSourceHash(current), name };
    next[lang] = {
      ...fields,
      [SOURCE_HASH]: outdated.includes(lang) ? current?.[SOURCE_HASH] : germanHash(german, fields),
    };
  }
  return TRANSLATION_LANGUAGES.some((lang) => next[lang] !== category.translations[lang]) ? next : null;
}

/**
 * A question the bank already has: the file's translations replace the languages it fills (an
 * admin re-imports a file to add or correct them), stamped with the file's German (decision 035).
 * Only when the bank's German options are the file's, in the same order — answers line up by position.
 */
async function updateExisting(db: Db, rows: { question: CsvQuestion; categoryId: string }[]) {
  const errors: CsvRowError[] = [];
  const found = await repo.findQuestions(
    db,
    rows.map((r) => ({ categoryId: r.categoryId, question: r.question.question })),
  );
  const byKey = new Map(found.map((f) => [`${f.categoryId}\u0000${f.question}`, f]));
  const updates: { id: string; translations: Translations }[] = [];
  for (const { question: q, categoryId } of rows) {
    const stored = byKey.get(`${categoryId}\u0000${q.question}`);
    if (!stored) continue;
    if (stored.options.join('\u0000') !== q.options.join('\u0000')) {
      errors.push({ row: q.row, problem: 'existing_options_differ' });
      continue;
    }
    const stamped = stampTranslations(q.translations, q);
    if (
      TRANSLATION_LANGUAGES.every(
        (lang) => !stamped[lang] || sameFields(stored.translations[lang], stamped[lang]),
      )
    ) {
      continue;
    }
    updates.push({ id: stored.id, translations: { ...stored.translations, ...stamped } });
  }
  await repo.updateQuestionTranslations(db, updates);
  return { updated: updates.length, errors };
}

/**
 * CSV import (SPEC §5): parse and validate every row first, then write everything in one
 * transaction (an interrupted import leaves nothing behind) with multi-row inserts. Identical
 * questions in the same category are not added again, so importing the same file twice adds nothing.
 * The Turkish and English columns go into the categories' and questions' `translations`
 * (decision 028); for a category or question that already exists they replace what the file fills
 * (`translationsUpdated` counts those items).
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
      translationsUpdated: 0,
      categoriesCreated: 0,
      errors: [],
      maxRows: parsed.problem === 'too_many_rows' ? MAX_CSV_ROWS : undefined,
    };
  }
  const { questions } = parsed;

  // Per category: its first spelling, the union of the MPU types its rows name, and the first name
  // its rows give in each language.
  type Wanted = { name: string; types: Set<MpuType>; all: boolean; names: CategoryNames };
  const wanted = new Map<string, Wanted>();
  for (const q of questions) {
    const key = q.categoryName.toLowerCase();
    const entry = wanted.get(key) ?? {
      name: q.categoryName,
      types: new Set<MpuType>(),
      all: false,
      names: {},
    };
    if (q.mpuTypes.length === 0) entry.all = true;
    for (const type of q.mpuTypes) entry.types.add(type);
    entry.names = { ...q.categoryNames, ...entry.names };
    wanted.set(key, entry);
  }

  return db.transaction(async (tx) => {
    const existing = await repo.categoriesByName(tx, [...wanted.keys()]);
    let translationsUpdated = 0;
    for (const [key, category] of existing) {
      const translations = withNames(category, wanted.get(key)!.names);
      if (!translations) continue;
      await repo.updateCategoryTranslations(tx, category.id, translations);
      translationsUpdated++;
    }
    const missing = [...wanted.entries()]
      .filter(([key]) => !existing.has(key))
      .map(([, { name, types, all, names }]) => {
        const description = importedCategoryDescription(name);
        const translated: Translations = {};
        for (const lang of TRANSLATION_LANGUAGES) {
          const local = names[lang];
          if (local)
            translated[lang] = { name: local, description: importedCategoryDescription(local, lang) };
        }
        return {
          name,
          description,
          // A category any of whose rows says `all` is visible to everyone.
          mpuTypes: all ? [] : MPU_TYPES.filter((t) => types.has(t)),
          translations: stampTranslations(translated, { name, description }),
        };
      });
    const categoriesCreated = await repo.insertMissingCategories(tx, missing);
    const ids = await repo.categoriesByName(tx, [...wanted.keys()]);

    let imported = 0;
    const errors = [...parsed.errors];
    for (let start = 0; start < questions.length; start += IMPORT_BATCH) {
      const batch = questions.slice(start, start + IMPORT_BATCH).map((q) => ({
        question: q,
        categoryId: ids.get(q.categoryName.toLowerCase())!.id,
      }));
      const inserted = await repo.insertQuestionBatch(
        tx,
        batch.map(({ question: q, categoryId }) => ({
          categoryId,
          question: q.question,
          options: q.options,
          correctAnswers: q.correctAnswers,
          explanation: q.explanation,
          difficulty: q.difficulty,
          translations: stampTranslations(q.translations, q),
        })),
      );
      imported += inserted.length;
      const added = new Set(inserted.map((r) => `${r.categoryId}\u0000${r.question}`));
      const existingWithTranslations = batch.filter(
        (r) => r.question.translations && !added.has(`${r.categoryId}\u0000${r.question.question}`),
      );
      const result = await updateExisting(tx, existingWithTranslations);
      translationsUpdated += result.updated;
      errors.push(...result.errors);
      await yieldToOthers(); // other requests run between batches
    }
    return {
      ok: true,
      imported,
      duplicates: parsed.duplicates + (questions.length - imported),
      translationsUpdated,
      categoriesCreated,
      errors: errors.sort((a, b) => a.row - b.row),
    };
  });
}
