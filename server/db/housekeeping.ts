import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { mailOutbox, rateLimits, sessions } from './schema/auth.ts';

/** Sent mails (addresses, links) are kept this long for support questions, then deleted. */
export const SENT_MAIL_RETENTION_DAYS = 7;
/** Longer than the longest rate-limit window (one hour). */
const RATE_LIMIT_KEEP_HOURS = 2;

/** Hourly on every instance (main.ts); each statement is safe to run twice at once. */
export async function housekeeping(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(hours => ${RATE_LIMIT_KEEP_HOURS})`));
  await db
    .delete(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.sentAt),
        lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_MAIL_RETENTION_DAYS})`),
      ),
    );
}
