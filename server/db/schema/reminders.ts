import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../common/i18n/languages.ts';
import { updatedAt } from './columns.ts';
import { profiles } from './users.ts';

/**
 * The learner's study reminders (issue 30, decision 065): off until they opt in. `last_sent_on` is
 * the German day of the last reminder (one a day at most; the job claims it with the mail in one
 * transaction), `unsubscribed_on` the day of the last one-click unsubscribe (7 quiet days after it).
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(false),
    days: integer('days').array().notNull().default(sql`'{1,2,3,4,5,6,7}'::integer[]`),
    fromHour: integer('from_hour').notNull().default(17),
    untilHour: integer('until_hour').notNull().default(20),
    dueReviews: boolean('due_reviews').notNull().default(true),
    planStep: boolean('plan_step').notNull().default(true),
    inactiveWeek: boolean('inactive_week').notNull().default(true),
    /** The interface language of the last save: the mails are written in it. */
    language: text('language').$type<Language>().notNull().default('de'),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    unsubscribedOn: date('unsubscribed_on', { mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('reminder_settings_email_idx').on(t.userId).where(sql`${t.email}`)],
);
