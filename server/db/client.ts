import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteDb, migratePostgres } from './migrate.ts';
import { type Schema, schema } from './tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: both drivers share PgDatabase; their result HKTs differ.
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (the same files on both kinds). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const pgliteExtensions = { pg_trgm };

/** Embedded PostgreSQL (WASM). `dataDir` undefined means in memory; `loadDataDir` restores a dump. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePgliteDb(db),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  await pool.query('select 1');
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}
