import { boolean, index, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { LeistungstestTask, RunPhase } from '../../../common/domain/leistungstest.ts';
import { createdAt, id } from './columns.ts';
import { profiles } from './users.ts';

/**
 * 'Leistungstest üben' (issue 29): one row per practice run, with the figures the browser's scoring
 * computed (validated by common/schemas/leistungstest.ts). Personal data: exported with the
 * account and deleted with it; administrators see counts only.
 */
export const leistungstestRuns = pgTable(
  'leistungstest_runs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    task: text('task').$type<LeistungstestTask>().notNull(),
    phase: text('phase').$type<RunPhase>().notNull(),
    aborted: boolean('aborted').notNull().default(false),
    latencyMs: real('latency_ms'),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leistungstest_runs_user_created_idx').on(t.userId, t.createdAt.desc())],
);
