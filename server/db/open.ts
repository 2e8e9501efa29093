import type { Env } from '../env.ts';
import type { Database } from './client.ts';
import type { Deadlines } from './deadlines.ts';
import { openEmbedded } from './embedded-client.ts';
import { lockDataDir } from './lock.ts';

/**
 * Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded database (PGlite in
 * DATA_DIR/pglite, in its own process; decision 024) under an exclusive lock on DATA_DIR. `close`
 * also releases the lock. `onExit`: the embedded database process stopped by itself.
 */
export async function openDatabase(
  env: Pick<Env, 'databaseUrl' | 'dataDir'> & {
    databasePoolSize?: number;
    embeddedOptimize?: boolean;
    databaseDeadlines?: Deadlines;
  },
  options: { onExit?: (detail: string) => void } = {},
): Promise<Database> {
  if (env.databaseUrl) {
    const { openPostgres } = await import('./client.ts');
    return openPostgres(env.databaseUrl, env.databasePoolSize, env.databaseDeadlines);
  }
  const release = lockDataDir(env.dataDir);
  try {
    const database = await openEmbedded(env.dataDir, {
      ...options,
      optimize: env.embeddedOptimize,
      deadlines: env.databaseDeadlines,
    });
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
