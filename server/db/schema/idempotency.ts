import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { profiles } from './users.ts';

/**
 * Writes sent with an `Idempotency-Key` header (plugins/idempotency.ts, decision 045): one row per
 * learner and key, claimed before the route runs and holding its successful answer for an hour, so
 * a repeat (the web client's retry, a proxy trying the next instance) gets that answer instead of
 * writing twice. `status` is null while the first request runs.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_at_idx').on(t.createdAt),
  ],
);
