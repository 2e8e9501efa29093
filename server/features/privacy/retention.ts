import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.ts';
import type { PeriodicJob } from '../../db/jobs.ts';
import { maintainEmbedded } from '../../db/maintenance.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authTokens, mailOutbox, rateLimits, sessions } from '../../db/schema/auth.ts';
import type { Env } from '../../env.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
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
 * The purge, hourly, and the embedded database's vacuum (PGlite has no autovacuum,
 * server/db/maintenance.ts), hourly from a minute after the first start so it does not delay its
 * first requests: once per hour across instances (db/jobs.ts, decision 064). app.ts adds them.
 */
export function retentionJobs(
  database: Pick<Database, 'db' | 'kind'>,
  env: Pick<Env, 'retentionDays'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  clock: Clock = systemClock,
): PeriodicJob[] {
  return [
    {
      name: 'retention',
      everyMs: HOUR,
      run: async () => {
        const purged = await purgeExpired(database.db, env.retentionDays, clock.now());
        log.info({ purged }, 'retention: old data deleted');
      },
    },
    {
      name: 'embedded-maintenance',
      everyMs: HOUR,
      firstAfterMs: MINUTE,
      run: () => maintainEmbedded(database),
    },
  ];
}
