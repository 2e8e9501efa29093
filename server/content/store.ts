import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { stampTranslations, type Translations } from '../../common/domain/translations.ts';
import type { Db } from '../db/client.ts';
import { contentLoaded } from '../db/schema/content.ts';
import { contentHash, legacyHashes } from './hash.ts';
import { refreshTranslations, translationRecords } from './store-translations.ts';

/** `updated`: rows that still held the last loaded version and took the changed one from the files. */
export type LoadResult = { inserted: number; updated: number; skipped: number };

/** A table that content can be loaded into: a uuid `id` and a unique `source_key`. */
export type KeyedTable = PgTable & { id: AnyPgColumn; sourceKey: AnyPgColumn };

// Arbitrary constant: serialises content loading when several instances start against one server.
const CONTENT_LOCK = 7_431_010;

export type ContentBatch = {
  /** The transaction, for anything a module needs beyond `put`. */
  tx: Db;
  /** True when this key was loaded before (its row may since have been edited or deleted by an admin). */
  wasLoaded: (sourceKey: string) => boolean;
  /**
   * Inserts the rows whose source keys were never loaded and no row holds yet (one statement per
   * 500 rows), and records their keys with a hash of the values. A known row whose values changed in
   * the files is updated only while it still matches the hash last loaded (or, for rows loaded before
   * hashes, a released version: legacy-hashes.json); a row an administrator edited is kept. Returns,
   * per key, the id of the row that now holds it, or null when an administrator deleted it (then skip
   * its children: see `skip`).
   */
  put: <T extends KeyedTable>(
    table: T,
    items: {
      key: string;
      values: Omit<T['$inferInsert'], 'sourceKey' | 'id' | 'translations'>;
      /** Turkish/English fields from content/i18n (decision 028); each language has its own hash. */
      translations?: Translations;
    }[],
  ) => Promise<Map<string, string | null>>;
  /** Counts items as skipped without recording them (e.g. their parent was deleted by an admin). */
  skip: (count?: number) => void;
};

const CHUNK = 500;

/**
 * Runs one content module's inserts in one transaction, under an advisory lock, knowing every key
 * loaded so far. Loading the same files twice inserts nothing the second time; rows an
 * administrator edited are never overwritten, rows they deleted are not created again.
 */
export async function loadBatch(db: Db, work: (batch: ContentBatch) => Promise<void>): Promise<LoadResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK})`);
    const rows = await tx
      .select({ key: contentLoaded.sourceKey, hash: contentLoaded.hash })
      .from(contentLoaded);
    const loaded = new Set(rows.map((row) => row.key));
    const hashes = new Map(rows.map((row) => [row.key, row.hash]));
    const result: LoadResult = { inserted: 0, updated: 0, skipped: 0 };

    const rowsByKey = async (table: KeyedTable, keys: string[]) => {
      const found = new Map<string, Record<string, unknown> & { id: string }>();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const part = (await tx
          .select()
          .from(table as PgTable)
          .where(inArray(table.sourceKey, keys.slice(i, i + CHUNK)))) as (Record<string, unknown> & {
          id: string;
          sourceKey: string;
        })[];
        for (const row of part) found.set(row.sourceKey, row);
      }
      return found;
    };
    const record = async (sourceKey: string, hash: string) => {
      await tx
        .insert(contentLoaded)
        .values({ sourceKey, hash })
        .onConflictDoUpdate({ target: contentLoaded.sourceKey, set: { hash } });
    };

    /** Brings a known row up to the files' version unless an administrator edited it. */
    const refresh = async (
      table: KeyedTable,
      item: { key: string; values: Record<string, unknown> },
      row: Record<string, unknown> & { id: string },
    ) => {
      const fileHash = contentHash(item.values);
      const stored = hashes.get(item.key);
      if (stored === fileHash) return false;
      const rowHash = contentHash(Object.fromEntries(Object.keys(item.values).map((k) => [k, row[k]])));
      if (rowHash === fileHash) {
        // Already the files' version (e.g. loaded before hashes were recorded): remember it.
        await record(item.key, fileHash);
        return false;
      }
      const lastLoaded = stored ?? legacyHashes[item.key];
      if (rowHash !== lastLoaded) return false; // edited by an administrator: theirs stays
      await tx
        .update(table as PgTable)
        .set(item.values as never)
        .where(eq(table.id, row.id));
      await record(item.key, fileHash);
      hashes.set(item.key, fileHash);
      return true;
    };

    const batch: ContentBatch = {
      tx,
      wasLoaded: (key) => loaded.has(key),
      skip: (count = 1) => {
        result.skipped += count;
      },
      put: async (table, items) => {
        const fresh = items.filter((item) => !loaded.has(item.key));
        const ids = new Map<string, string | null>();
        for (let i = 0; i < fresh.length; i += CHUNK) {
          const part = fresh.slice(i, i + CHUNK);
          const inserted = (await tx
            .insert(table as PgTable)
            .values(
              part.map((item) => ({
                ...item.values,
                translations: stampTranslations(item.translations, item.values),
                sourceKey: item.key,
              })) as never,
            )
            .onConflictDoNothing({ target: table.sourceKey })
            .returning({ id: table.id, key: table.sourceKey })) as { id: string; key: string }[];
          for (const row of inserted) ids.set(row.key, row.id);
          // Translations count as loaded only where the row was really inserted with them.
          const records = part.flatMap((item) => [
            { sourceKey: item.key, hash: contentHash(item.values) },
            ...(ids.has(item.key) ? translationRecords(item.key, item.translations) : []),
          ]);
          await tx.insert(contentLoaded).values(records).onConflictDoNothing();
          for (const item of part) loaded.add(item.key);
          result.inserted += inserted.length;
        }
        // Keys loaded before, or held by a row without a record: look their rows up (null = deleted).
        const known = items.filter((item) => !ids.has(item.key));
        const existing = await rowsByKey(
          table,
          known.map((item) => item.key),
        );
        for (const item of known) {
          const row = existing.get(item.key);
          ids.set(item.key, row?.id ?? null);
          const german = row ? await refresh(table, item, row) : false;
          const translated = row
            ? await refreshTranslations({ tx, table, hashes, record }, item, row)
            : false;
          if (german || translated) result.updated++;
          else result.skipped++;
        }
        return ids;
      },
    };
    await work(batch);
    return result;
  });
}
