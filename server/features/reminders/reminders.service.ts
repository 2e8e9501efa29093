import { todayInGermany } from '../../../common/domain/dates.ts';
import { needsConsent } from '../../../common/domain/privacy.ts';
import {
  DEFAULT_REMINDERS,
  type DueNow,
  inWindow,
  PAUSE_AFTER_UNSUBSCRIBE_DAYS,
  pausedUntil,
  type ReminderChoice,
  reminderItems,
} from '../../../common/domain/reminders.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { ReminderRun, ReminderSettings } from '../../../common/schemas/reminders.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { renderReminder } from './reminder-mail.ts';
import * as repo from './reminders.repo.ts';
import { unsubscribeToken, verifyUnsubscribeToken } from './token.ts';

type Mail = { to: string; subject: string; text: string; headers: Record<string, string> };
type Log = { warn: (obj: object, msg?: string) => void; info: (obj: object, msg?: string) => void };

function present(row: repo.ReminderRow | undefined, today: string): ReminderSettings {
  if (!row) return { ...DEFAULT_REMINDERS, pausedUntil: null };
  const paused = pausedUntil(row.unsubscribedOn);
  return {
    email: row.email,
    days: row.days,
    from: row.fromHour,
    until: row.untilHour,
    topics: { dueReviews: row.dueReviews, planStep: row.planStep, inactiveWeek: row.inactiveWeek },
    pausedUntil: paused && paused > today ? paused : null,
  };
}

/**
 * Study reminders (issue 30, decision 065): the learner's opt-in, the signed one-click unsubscribe,
 * and the run that queues at most one mail per learner and German day through the mail outbox.
 */
export function createRemindersService(deps: {
  db: Db;
  clock: Clock;
  appUrl: string;
  secret: string;
  mailer: { enqueue: (message: Mail, db?: Db) => Promise<void> };
  /** What the reviews and the plan say is due for this learner (composed in app.ts). */
  dueOf: (user: SessionUser) => Promise<Pick<DueNow, 'dueReviews' | 'planStep'>>;
  log: Log;
}) {
  const { db, clock, appUrl, secret, mailer, dueOf, log } = deps;
  const unsubscribeUrl = (userId: string) =>
    `${appUrl}/api/reminders/unsubscribe?token=${unsubscribeToken(secret, userId)}`;

  async function remind(candidate: repo.Candidate, now: Date, today: string): Promise<boolean> {
    const { setting } = candidate;
    const user: SessionUser = { ...candidate.learner, sessionExpiresAt: now };
    if (needsConsent(user)) return false;
    const [due, lastStudyDay] = await Promise.all([dueOf(user), repo.lastStudyDay(db, user.id)]);
    const topics = {
      dueReviews: setting.dueReviews,
      planStep: setting.planStep,
      inactiveWeek: setting.inactiveWeek,
    };
    const items = reminderItems(
      topics,
      { ...due, lastStudyDay, since: todayInGermany(candidate.createdAt) },
      today,
    );
    if (items.length === 0) return false;
    const mail = renderReminder(setting.language, items, { appUrl, unsubscribeUrl: unsubscribeUrl(user.id) });
    return db.transaction(async (tx) => {
      if (!(await repo.claimToday(tx, user.id, today))) return false;
      await mailer.enqueue({ to: user.email, ...mail }, tx);
      return true;
    });
  }

  return {
    async get(userId: string): Promise<ReminderSettings> {
      return present(await repo.findSettings(db, userId), todayInGermany(clock.now()));
    },

    async save(userId: string, choice: ReminderChoice, language: Language): Promise<ReminderSettings> {
      return present(await repo.saveSettings(db, userId, choice, language), todayInGermany(clock.now()));
    },

    /** The learner of a valid token and the language of their mails; undefined for a bad token. */
    async tokenHolder(token: string): Promise<{ userId: string; language: Language } | undefined> {
      const userId = verifyUnsubscribeToken(secret, token);
      if (!userId) return undefined;
      return { userId, language: (await repo.findSettings(db, userId))?.language ?? 'de' };
    },

    /** One-click unsubscribe: reminders off, and quiet for the next days even after a new opt-in. */
    async unsubscribe(userId: string): Promise<void> {
      await repo.unsubscribe(db, userId, todayInGermany(clock.now()));
    },

    /**
     * Queues today's reminders: for learners who opted in, inside their days and hours (an admin's
     * run ignores the hours and days, never the opt-in), when something is due.
     */
    async run(options: { ignoreWindow?: boolean } = {}): Promise<ReminderRun> {
      const now = clock.now();
      const today = todayInGermany(now);
      const quietFrom = addDays(today, -(PAUSE_AFTER_UNSUBSCRIBE_DAYS - 1));
      let checked = 0;
      let sent = 0;
      for (const candidate of await repo.candidates(db, today, quietFrom)) {
        const { setting } = candidate;
        const choice = { days: setting.days, from: setting.fromHour, until: setting.untilHour };
        if (!options.ignoreWindow && !inWindow(choice, now)) continue;
        checked++;
        try {
          if (await remind(candidate, now, today)) sent++;
        } catch (error) {
          log.warn({ err: String(error), userId: setting.userId }, 'reminder failed; next run tries again');
        }
      }
      if (sent > 0) log.info({ checked, sent }, 'reminders queued');
      return { checked, sent };
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
