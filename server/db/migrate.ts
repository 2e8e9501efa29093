import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant: serialises migrations when several instances start against one server.
const MIGRATION_LOCK = 7_431_009;

/**
 * Applies the committed migrations on one connection that holds an advisory lock meanwhile (several
 * instances may start together on one server). The same code for the embedded database and a server.
 */
export async function migrateOn(client: pg.Client | pg.PoolClient): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
  }
}

/** Migrates the PostgreSQL database at `url` on a dedicated connection. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrateOn(client);
  } finally {
    await client.end();
  }
}
