import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { profiles } from './users.ts';

/**
 * Admin audit log (decision 018): one row per admin write, appended by a Fastify hook; never edited.
 * No request bodies are stored, so no passwords or key secrets can land here. Erasing the actor's
 * account keeps the entry but empties actor_id, actor_email and ip (server/features/privacy).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    createdAt: createdAt(),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** HTTP method and route pattern, e.g. "DELETE /api/admin/users/:id". */
    action: text('action').notNull(),
    /** The :id (or other) route parameter the write was about. */
    target: text('target'),
    status: integer('status').notNull(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc())],
);
