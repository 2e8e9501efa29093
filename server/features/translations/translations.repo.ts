import { sql } from 'drizzle-orm';
import type { Translations } from '../../../common/domain/translations.ts';
import type { TranslationKind } from '../../../common/schemas/translations.ts';
import type { Db } from '../../db/client.ts';

/** The table of each content kind and the column of each translated field (fixed, never user input). */
const TABLES: Record<TranslationKind, string> = {
  course: 'courses',
  chapter: 'chapters',
  chapterQuiz: 'quizzes',
  category: 'quiz_categories',
  question: 'quiz_questions',
  lexicon: 'lexicon',
  news: 'news',
  videoSection: 'video_sections',
  video: 'videos',
  videoQuiz: 'video_quizzes',
};
const COLUMNS: Record<string, string> = { captionsUrl: 'captions_url' };
const column = (field: string) => COLUMNS[field] ?? field;

export type ItemRow = { id: string; translations: Translations } & Record<string, unknown>;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

function selectList(fields: readonly string[]) {
  return sql.raw(
    ['id::text as "id"', 'translations', ...fields.map((f) => `"${column(f)}" as "${f}"`)].join(', '),
  );
}

/** Every item of a kind: id, German fields and translations (for the lists' "missing" flags). */
export async function listItems(
  db: Db,
  kind: TranslationKind,
  fields: readonly string[],
): Promise<ItemRow[]> {
  return rowsOf<ItemRow>(
    await db.execute(sql`select ${selectList(fields)} from ${sql.identifier(TABLES[kind])}`),
  );
}

export async function findItem(
  db: Db,
  kind: TranslationKind,
  fields: readonly string[],
  id: string,
): Promise<ItemRow | undefined> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`select ${selectList(fields)} from ${sql.identifier(TABLES[kind])} where id = ${id}`),
  );
  return rows[0];
}

/** Replaces the translations column (the assistant's passages follow by trigger). */
export async function saveTranslations(
  db: Db,
  kind: TranslationKind,
  id: string,
  translations: Translations,
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${sql.identifier(TABLES[kind])} set translations = ${JSON.stringify(translations)}::jsonb
       where id = ${id} returning id`),
  );
  return rows.length > 0;
}
