import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * CRM integration keys. Generated on the server (pd_ + 32 alphanumerics, CSPRNG); the lookup uses
 * the SHA-256 hash, the key itself is kept encrypted with the server secret so an admin can reveal it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keyCiphertext: text('key_ciphertext').notNull(),
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
