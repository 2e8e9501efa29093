import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { contentLoaded } from '../db/schema/content.ts';

export type LoadResult = { inserted: number; skipped: number };

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
   * 500 rows), and records their keys. Never updates. Returns, per key, the id of the row that now
   * holds it, or null when an administrator deleted it (then skip its children: see `skip`).
   */
  put: <T extends KeyedTable>(
    table: T,
    items: { key: string; values: Omit<T['$inferInsert'], 'sourceKey' | 'id'> }[],
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
    const rows = await tx.select({ key: contentLoaded.sourceKey }).from(contentLoaded);
    const loaded = new Set(rows.map((row) => row.key));
    const result: LoadResult = { inserted: 0, skipped: 0 };

    const idsByKey = async (table: KeyedTable, keys: string[]) => {
      const found = new Map<string, string>();
      for (let i = 0; i < keys.length; i += CHUNK) {
        const part = (await tx
          .select({ id: table.id, key: table.sourceKey })
          .from(table as PgTable)
          .where(inArray(table.sourceKey, keys.slice(i, i + CHUNK)))) as { id: string; key: string }[];
        for (const row of part) found.set(row.key, row.id);
      }
      return found;
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
            .values(part.map((item) => ({ ...item.values, sourceKey: item.key })) as never)
            .onConflictDoNothing({ target: table.sourceKey })
            .returning({ id: table.id, key: table.sourceKey })) as { id: string; key: string }[];
          for (const row of inserted) ids.set(row.key, row.id);
          await tx
            .insert(contentLoaded)
            .values(part.map((item) => ({ sourceKey: item.key })))
            .onConflictDoNothing();
          for (const item of part) loaded.add(item.key);
          result.inserted += inserted.length;
        }
        // Keys loaded before, or held by a row without a record: look their rows up (null = deleted).
        const known = items.filter((item) => !ids.has(item.key)).map((item) => item.key);
        result.skipped += known.length;
        const existing = await idsByKey(table, known);
        for (const key of known) ids.set(key, existing.get(key) ?? null);
        return ids;
      },
    };
    await work(batch);
    return result;
  });
}
