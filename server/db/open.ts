import path from 'node:path';
import type { Env } from '../env.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './lock.ts';

/**
 * Opens the configured database: PostgreSQL with DATABASE_URL, else embedded PGlite in DATA_DIR
 * under an exclusive lock. `close` also releases the lock.
 */
export async function openDatabase(
  env: Pick<Env, 'databaseUrl' | 'dataDir'> & { databasePoolSize?: number },
): Promise<Database> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl, env.databasePoolSize);
  const release = lockDataDir(env.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(env.dataDir, 'pglite') });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
