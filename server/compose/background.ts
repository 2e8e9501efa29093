import { canUse } from '../../common/domain/access.ts';
import type { PageKey } from '../../common/domain/pages.ts';
import { nextPlanStep } from '../../common/domain/reminders.ts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createScheduler } from '../db/jobs.ts';
import type { Env } from '../env.ts';
import type { ReviewsService } from '../features/exam/reviews.service.ts';
import type { OverviewService } from '../features/overview/overview.service.ts';
import type { PlanService } from '../features/plan/plan.service.ts';
import { retentionJobs } from '../features/privacy/retention.ts';
import { progressRoutes } from '../features/progress/progress.routes.ts';
import { createProgressService } from '../features/progress/progress.service.ts';
import { remindersAdminRoutes, remindersRoutes } from '../features/reminders/reminders.routes.ts';
import { createRemindersService } from '../features/reminders/reminders.service.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { Clock } from '../kernel/clock.ts';
import type { SessionUser } from '../kernel/session-user.ts';

/**
 * Part of the composition root (server/app.ts calls it): the periodic jobs on the one runner across
 * instances (decision 064) — mail outbox, retention, vacuum, study reminders and progress snapshots
 * (decision 065) — and their routes, with what is due composed from the reviews and the plan.
 */
export async function composeBackground(
  app: App,
  /** The app's deps: a clock only a test passes (else the jobs go by the database's time). */
  given: { database: Database; env: Env; clock?: Clock },
  deps: {
    clock: Clock;
    mailer: Mailer;
    reviews: ReviewsService;
    plan: PlanService;
    overview: OverviewService;
    pagesOf: (user: SessionUser) => Promise<PageKey[]>;
  },
) {
  const { database, env } = given;
  const { clock, mailer, reviews, plan, overview, pagesOf } = deps;
  const scheduler = createScheduler({ db: database.db, log: app.log, clock: given.clock });
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

  // Progress over time: today's snapshot of every learner, hourly (the chart reads only these rows).
  const progress = createProgressService({
    db: database.db,
    clock,
    current: (user) => overview.forUser(user, 'de'),
  });
  await app.register(progressRoutes, { prefix: '/api/progress', progress });
  scheduler.add({ name: 'progress-snapshots', everyMs: 60 * 60_000, run: () => progress.snapshot() });
  return { scheduler };
}
