import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ReminderChoice } from '../../../common/domain/reminders.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { reminderSettings } from '../../db/schema/reminders.ts';
import { profiles } from '../../db/schema/users.ts';
import { sessionUserColumns } from '../../db/session-user-columns.ts';

export type ReminderRow = typeof reminderSettings.$inferSelect;

export async function findSettings(db: Db, userId: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row;
}

export async function saveSettings(
  db: Db,
  userId: string,
  choice: ReminderChoice,
  language: Language,
): Promise<ReminderRow> {
  const values = {
    email: choice.email,
    days: choice.days,
    fromHour: choice.from,
    untilHour: choice.until,
    dueReviews: choice.topics.dueReviews,
    planStep: choice.topics.planStep,
    inactiveWeek: choice.topics.inactiveWeek,
    language,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
    .returning();
  return row!;
}

/** Turns e-mail reminders off and starts the quiet days; false when the learner has no row. */
export async function unsubscribe(db: Db, userId: string, today: string): Promise<boolean> {
  const rows = await db
    .update(reminderSettings)
    .set({ email: false, unsubscribedOn: today, updatedAt: sql`now()` })
    .where(eq(reminderSettings.userId, userId))
    .returning({ userId: reminderSettings.userId });
  return rows.length > 0;
}

/**
 * Learners who opted in, with a confirmed address, not reminded today and not in the quiet days
 * after an unsubscribe (`quietFrom`: an unsubscribe on this day or later still keeps them quiet).
 */
export async function candidates(db: Db, today: string, quietFrom: string) {
  return db
    .select({
      setting: reminderSettings,
      learner: sessionUserColumns,
      createdAt: profiles.createdAt,
    })
    .from(reminderSettings)
    .innerJoin(profiles, eq(profiles.id, reminderSettings.userId))
    .where(
      and(
        eq(reminderSettings.email, true),
        ne(profiles.role, 'counsellor'), // reminders are a learner's (access 'learner')
        isNotNull(profiles.emailVerifiedAt),
        or(isNull(reminderSettings.lastSentOn), lt(reminderSettings.lastSentOn, today)),
        or(isNull(reminderSettings.unsubscribedOn), lt(reminderSettings.unsubscribedOn, quietFrom)),
      ),
    )
    .orderBy(reminderSettings.userId);
}
export type Candidate = Awaited<ReturnType<typeof candidates>>[number];

/**
 * Claims today's one reminder of this learner (false: another run, on this or another instance, was
 * first, or the learner turned reminders off meanwhile). Inside the transaction that queues the mail.
 */
export async function claimToday(tx: Tx, userId: string, today: string): Promise<boolean> {
  const rows = await tx
    .update(reminderSettings)
    .set({ lastSentOn: today })
    .where(
      and(
        eq(reminderSettings.userId, userId),
        eq(reminderSettings.email, true),
        or(isNull(reminderSettings.lastSentOn), lt(reminderSettings.lastSentOn, today)),
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return rows.length > 0;
}

/** The last German day with study: answers (quizzes and reviews), chapters read, videos watched. */
export async function lastStudyDay(db: Db, userId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select to_char(greatest(
      (select max(m.last_answered_at) from question_memory m where m.user_id = ${userId}),
      (select max(p.created_at) from user_progress p where p.user_id = ${userId}),
      (select max(v.created_at) from video_progress v where v.user_id = ${userId})
    ) at time zone 'Europe/Berlin', 'YYYY-MM-DD') as day`);
  return (result as unknown as { rows: { day: string | null }[] }).rows[0]?.day ?? null;
}
