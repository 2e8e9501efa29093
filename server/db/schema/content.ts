import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every content-pack key ever loaded (`<kind>:<key>`, e.g. `course:die-mpu-verstehen`). The loader
 * skips keys found here, so an item an administrator deleted is not created again on the next start
 * (docs/decisions/009-content-loading.md). `hash` is the hash of the values last written from the files
 * (null for keys loaded before hashes were recorded): a row that still matches it was not edited by
 * an administrator and takes a corrected version of the item (docs/decisions/020-content-review-and-reload.md).
 */
export const contentLoaded = pgTable('content_loaded', {
  sourceKey: text('source_key').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  hash: text('hash'),
});
