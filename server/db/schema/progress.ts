import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './users.ts';

/**
 * One row per learner and German day (issue 30, decision 065): readiness and its parts as whole
 * percentages, written by the job 'progress-snapshots' (the day's row is updated by each run that
 * day), read by the overview's chart. History is never computed from attempts per request.
 */
export const progressSnapshots = pgTable(
  'progress_snapshots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    readiness: integer('readiness').notNull(),
    chapters: integer('chapters').notNull(),
    quiz: integer('quiz').notNull(),
    videos: integer('videos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
