import { eq, isNotNull, sql } from 'drizzle-orm';
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
   * Inserts the row with this source key unless the key was ever loaded before or a row already holds
   * it, and records the key. Never updates. Returns the id of the row that now holds the key, or null
   * when an administrator deleted it (then its children must be skipped too: see `skip`).
   */
  put: <T extends KeyedTable>(
    table: T,
    sourceKey: string,
    values: Omit<T['$inferInsert'], 'sourceKey' | 'id'>,
  ) => Promise<string | null>;
  /** Counts an item as skipped without recording it (e.g. its parent was deleted by an admin). */
  skip: (count?: number) => void;
};

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
    const idMaps = new Map<KeyedTable, Map<string, string>>();
    const idsOf = async (table: KeyedTable) => {
      let map = idMaps.get(table);
      if (!map) {
        const rows = (await tx
          .select({ id: table.id, key: table.sourceKey })
          .from(table as PgTable)
          .where(isNotNull(table.sourceKey))) as { id: string; key: string }[];
        map = new Map(rows.map((row) => [row.key, row.id]));
        idMaps.set(table, map);
      }
      return map;
    };
    const result: LoadResult = { inserted: 0, skipped: 0 };

    const batch: ContentBatch = {
      tx,
      wasLoaded: (key) => loaded.has(key),
      skip: (count = 1) => {
        result.skipped += count;
      },
      put: async (table, key, values) => {
        if (loaded.has(key)) {
          result.skipped++;
          return (await idsOf(table)).get(key) ?? null;
        }
        const inserted = (await tx
          .insert(table as PgTable)
          .values({ ...values, sourceKey: key } as never)
          .onConflictDoNothing({ target: table.sourceKey })
          .returning({ id: table.id })) as { id: string }[];
        await tx.insert(contentLoaded).values({ sourceKey: key }).onConflictDoNothing();
        loaded.add(key);
        const row = inserted[0];
        if (row) {
          result.inserted++;
          idMaps.get(table)?.set(key, row.id);
          return row.id;
        }
        // A row already held the key without a record (e.g. loaded before this table existed).
        result.skipped++;
        const existing = (await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(eq(table.sourceKey, key))) as { id: string }[];
        return existing[0]?.id ?? null;
      },
    };
    await work(batch);
    return result;
  });
}
