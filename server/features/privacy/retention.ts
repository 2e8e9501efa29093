import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import { maintainEmbedded } from '../../db/maintenance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authTokens, mailOutbox, rateLimits, sessions } from '../../db/schema/auth.ts';
import type { Env } from '../../env.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { runJob } from '../../kernel/observe.ts';
import { purgeIdempotentRequests } from '../../plugins/idempotency.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Deletes what is no longer needed (decision 018): expired sessions; e-mail links used or expired
 * more than RETENTION_TOKEN_DAYS ago; mails sent more than RETENTION_MAIL_DAYS ago; rate-limit
 * counters older than RETENTION_RATE_LIMIT_DAYS; audit entries older than AUDIT_RETENTION_DAYS;
 * answers kept for idempotency keys after their hour (decision 045).
 */
export async function purgeExpired(db: Db, days: Env['retentionDays'], now: Date) {
  const ago = (n: number) => new Date(now.getTime() - n * DAY);
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    sessions: await count(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    tokens: await count(
      db
        .delete(authTokens)
        .where(or(lt(authTokens.expiresAt, ago(days.tokens)), lt(authTokens.usedAt, ago(days.tokens))))
        .returning({ id: authTokens.id }),
    ),
    mails: await count(
      db
        .delete(mailOutbox)
        .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, ago(days.mails))))
        .returning({ id: mailOutbox.id }),
    ),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, ago(days.rateLimits)))
        .returning({ key: rateLimits.key }),
    ),
    audit: await count(
      db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, ago(days.audit)))
        .returning({ id: auditLog.id }),
    ),
    idempotencyKeys: await purgeIdempotentRequests(db, now),
  };
}

/**
 * Runs the purge at start and then every hour, each hourly run followed by the embedded database's
 * vacuum (PGlite has no autovacuum, server/db/maintenance.ts). The first vacuum waits a minute, so it
 * does not delay a start's first requests. Stops when the app closes. run.ts starts it.
 */
export function startRetentionJob(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'kind'>,
  env: Pick<Env, 'retentionDays'>,
  clock: Clock = systemClock,
) {
  const failed = (error: unknown) => app.log.error({ err: String(error) }, 'retention failed');
  const purge = () =>
    runJob('retention', () => purgeExpired(database.db, env.retentionDays, clock.now())).then((purged) =>
      app.log.info({ purged }, 'retention: old data deleted'),
    );
  const maintain = () => runJob('embedded-maintenance', () => maintainEmbedded(database));
  void purge().catch(failed);
  const first = setTimeout(() => void maintain().catch(failed), MINUTE);
  const timer = setInterval(() => void purge().then(maintain).catch(failed), HOUR);
  first.unref();
  timer.unref();
  // The server's close event (app.close()), so the job can start before or after the app is ready.
  app.server.once('close', () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
