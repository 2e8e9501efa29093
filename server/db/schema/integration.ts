import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

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
