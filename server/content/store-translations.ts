import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { germanHash, SOURCE_HASH, type Translations } from '../../common/domain/translations.ts';
import type { Db } from '../db/client.ts';
import { contentHash } from './hash.ts';
import type { KeyedTable } from './store.ts';

/**
 * Translations (decision 028) are kept like the German values (decision 020), but each language has
 * its own record in content_loaded (`<key>@tr`, `<key>@en`) with the hash of the fields last loaded.
 * So adding or correcting a translation never makes the German row look edited (German hashes and
 * legacy-hashes.json keep their meaning), and an administrator's edit of one language is kept while
 * the other language still takes corrections from the files.
 */
export const translationKey = (key: string, lang: string) => `${key}@${lang}`;

export function translationRecords(key: string, translations: Translations | undefined) {
  return Object.entries(translations ?? {}).map(([lang, fields]) => ({
    sourceKey: translationKey(key, lang),
    hash: contentHash(fields ?? {}),
  }));
}

type Context = {
  tx: Db;
  table: KeyedTable;
  hashes: Map<string, string | null>;
  record: (sourceKey: string, hash: string) => Promise<void>;
};

/**
 * Brings each language of a known row up to the files unless an administrator edited that language:
 * a language the row lacks and that was never loaded is added; one that still matches its last
 * loaded hash is replaced; anything else (edited, or removed by an administrator) stays.
 * Only that language's key in the jsonb is written, with the hash of the files' German it belongs
 * to (`sourceHash`): a German change without a new translation leaves it outdated for the admin
 * editor. Returns whether anything changed.
 */
export async function refreshTranslations(
  context: Context,
  item: { key: string; values: Record<string, unknown>; translations?: Translations },
  row: Record<string, unknown> & { id: string },
): Promise<boolean> {
  const { tx, table, hashes, record } = context;
  const { key, translations } = item;
  const current = (row.translations ?? {}) as Translations;
  let changed = false;
  for (const [lang, fields] of Object.entries(translations ?? {})) {
    if (!fields) continue;
    const recordKey = translationKey(key, lang);
    const fileHash = contentHash(fields);
    const stored = hashes.get(recordKey);
    if (stored === fileHash) continue;
    const mine = current[lang as keyof Translations];
    const rowHash = mine
      ? contentHash(Object.fromEntries(Object.keys(fields).map((field) => [field, mine[field]])))
      : undefined;
    if (rowHash === fileHash) {
      await record(recordKey, fileHash);
      hashes.set(recordKey, fileHash);
      continue;
    }
    const fresh = mine === undefined && stored === undefined;
    if (!fresh && (stored == null || rowHash !== stored)) continue; // an administrator's version stays
    const tableWithJson = table as KeyedTable & { translations: KeyedTable['id'] };
    await tx
      .update(table as PgTable)
      .set({
        translations: sql`${tableWithJson.translations} || ${JSON.stringify({
          [lang]: { ...fields, [SOURCE_HASH]: germanHash(item.values, fields) },
        })}::jsonb`,
      } as never)
      .where(eq(table.id, row.id));
    await record(recordKey, fileHash);
    hashes.set(recordKey, fileHash);
    changed = true;
  }
  return changed;
}
