import { canUse } from '../../common/domain/access.ts';
import type { PageKey } from '../../common/domain/pages.ts';
import { nextPlanStep } from '../../common/domain/reminders.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createScheduler } from '../db/jobs.ts';
import type { Env } from '../env.ts';
import type { ReviewsService } from '../features/exam/reviews.service.ts';
import type { PlanService } from '../features/plan/plan.service.ts';
import { retentionJobs } from '../features/privacy/retention.ts';
import { remindersAdminRoutes, remindersRoutes } from '../features/reminders/reminders.routes.ts';
import { createRemindersService } from '../features/reminders/reminders.service.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { Clock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';

/**
 * Part of the composition root (server/app.ts calls it): the periodic jobs on the one runner across
 * instances (decision 064) — mail outbox, retention, vacuum, study reminders (decision 065) — and
 * the reminders' routes, with what is due composed from the reviews and the plan.
 */
export async function composeBackground(
  app: App,
  deps: {
    database: Database;
    env: Env;
    clock: Clock;
    /** Only a clock a test passes; otherwise the jobs go by the database's time. */
    jobClock?: Clock;
    mailer: Mailer;
    reviews: ReviewsService;
    plan: PlanService;
    pagesOf: (user: SessionUser) => Promise<PageKey[]>;
  },
) {
  const { database, env, clock, mailer, reviews, plan, pagesOf } = deps;
  const scheduler = createScheduler({ db: database.db, log: app.log, clock: deps.jobClock });
  scheduler.add({ name: 'mail-outbox', everyMs: 5000, leaseMs: 5 * 60_000, run: mailer.flush });
  // Purges old sessions, links, sent mails, rate-limit counters and audit entries (decision 018).
  for (const job of retentionJobs(database, env, app.log, clock)) scheduler.add(job);

  const reminders = createRemindersService({
    db: database.db,
    clock,
    appUrl: env.appUrl,
    secret: env.sessionSecret,
    mailer,
    log: app.log,
    dueOf: async (user) => {
      const pages = await pagesOf(user);
      const courses = canUse({ role: user.role, pages }, 'courses');
      const [due, { today, timeline }] = await Promise.all([
        courses ? reviews.due(user) : undefined,
        plan.get(user),
      ]);
      return { dueReviews: due?.dueCount ?? 0, planStep: nextPlanStep(timeline.milestones, today) };
    },
  });
  await app.register(remindersRoutes, { prefix: '/api/reminders', reminders });
  await app.register(remindersAdminRoutes, { prefix: '/api/admin/reminders', reminders });
  scheduler.add({
    name: 'reminders',
    everyMs: env.reminderIntervalMinutes * 60_000,
    run: () => reminders.run(),
  });
  return { scheduler };
}
