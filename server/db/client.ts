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
  /**
   * Runs `fn` while no other instance on this database runs its own (PostgreSQL advisory lock on a
   * dedicated connection): migrations, content loading and seeding at start. PGlite has one process.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Throws when the database cannot answer (GET /api/health). */
  ping: () => Promise<void>;
};

// Arbitrary constant, distinct from the migration lock (migrate.ts, 7_431_009) and the content lock
// (content/store.ts, 7_431_010) taken inside it.
const STARTUP_LOCK = 7_431_011;

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
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  await pool.query('select 1');
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
    exclusive: async (fn) => {
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lock.end(); // ends the session, which releases the lock
      }
    },
    ping: async () => {
      const client = await pool.connect();
      try {
        await client.query({ text: 'select 1', query_timeout: 2000 } as pg.QueryConfig);
      } finally {
        client.release();
      }
    },
  };
}
