import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every content-pack key ever loaded (`<kind>:<key>`, e.g. `course:die-mpu-verstehen`). The loader
 * skips keys found here, so an item an administrator deleted is not created again on the next start
 * (docs/decisions/009-content-loading.md).
 */
export const contentLoaded = pgTable('content_loaded', {
  sourceKey: text('source_key').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
