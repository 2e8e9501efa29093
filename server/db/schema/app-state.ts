import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Values every instance must share and that are created once (the session/encryption secret when
 * SESSION_SECRET is not set; whether the demo accounts were deleted for good). No personal data.
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
