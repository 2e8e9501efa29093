import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { profiles } from './users.ts';

/**
 * CRM integration keys. Generated on the server (pd_ + 32 alphanumerics, CSPRNG) and shown once;
 * only the SHA-256 hash is kept (decision 018): a lost key is rotated, never revealed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** What the key may do (common/domain/api-keys.ts API_KEY_SCOPES); existing keys: no reasons. */
    scopes: text('scopes').array().notNull().default(sql`'{learners:write,learners:read}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_keys_created_at_idx').on(t.createdAt.desc()),
    // Each key has its own name, so an admin can tell integrations apart (SPEC §2).
    uniqueIndex('api_keys_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * Which CRM key may change which learner (issue 26): the key that invited them (`via` 'invited'),
 * or one the learner agreed to link in settings (`via` 'consent'). A key that asks to change a
 * learner it is not linked to leaves a request (`agreedAt` null) the learner sees and may accept.
 * A learner withdraws a consent link by deleting the row; deleting the key deletes its links.
 */
export const crmLinks = pgTable(
  'crm_links',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['invited', 'consent'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** The learner declined the request or withdrew the link: remembered, so the key does not ask again. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.apiKeyId] }), index('crm_links_api_key_idx').on(t.apiKeyId)],
);
