import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Tables whose rows change in place (one memory row per learner and question moves with every answer;
 * sessions, rate-limit counters, the mail outbox and the job rows are updated all the time) and the one that grows
 * fastest (every quiz answer; vacuum marks its new pages all-visible).
 */
const VACUUMED_TABLES = [
  'question_memory',
  'sessions',
  'rate_limits',
  'mail_outbox',
  'quiz_user_attempts',
  'scheduled_jobs',
];

/**
 * The embedded database's autovacuum (decision 039). PGlite is one process without PostgreSQL's
 * background workers, so nothing else clears dead rows, sets the visibility map that index-only scans
 * need, or refreshes the planner's statistics. On a PostgreSQL server autovacuum does this; there it is
 * a no-op. Run hourly with the retention job; `vacuum` skips pages that did not change since.
 */
export async function maintainEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(sql.raw(`vacuum ${VACUUMED_TABLES.join(', ')}`));
  // Statistics of every table, the content too (loaded at start, edited by admins), for the planner.
  await database.db.execute(sql`analyze`);
}
