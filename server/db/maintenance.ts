import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Tables whose rows change in place (one memory row per learner and question moves with every answer;
 * sessions, rate-limit counters and the mail outbox are updated all the time) and the one that grows
 * fastest (every quiz answer), whose statistics the planner needs as it grows.
 */
const MAINTAINED_TABLES = ['question_memory', 'sessions', 'rate_limits', 'mail_outbox', 'quiz_user_attempts'];

/**
 * The embedded database's autovacuum (decision 039). PGlite is one process without PostgreSQL's
 * background workers, so nothing else clears dead rows, sets the visibility map that index-only scans
 * need, or refreshes the planner's statistics. On a PostgreSQL server autovacuum does this; there it is
 * a no-op. Run hourly with the retention job; `vacuum` skips pages that did not change since.
 */
export async function maintainEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(sql.raw(`vacuum (analyze) ${MAINTAINED_TABLES.join(', ')}`));
}
