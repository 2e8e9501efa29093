import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, crmLinks } from '../../db/schema/integration.ts';

/**
 * Where this key stands with this learner: 'linked' (invited by it, or agreed by the learner),
 * 'open' (asked, not answered), 'declined' (the learner said no or withdrew), or 'none'.
 */
export async function linkState(
  db: Db,
  userId: string,
  apiKeyId: string,
): Promise<'linked' | 'open' | 'declined' | 'none'> {
  const [row] = await db
    .select({ agreedAt: crmLinks.agreedAt, declinedAt: crmLinks.declinedAt })
    .from(crmLinks)
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId)));
  if (!row) return 'none';
  if (row.agreedAt) return 'linked';
  return row.declinedAt ? 'declined' : 'open';
}

/** The key invited this learner: linked from the start (in the transaction that made the account). */
export async function insertInvited(db: Db, userId: string, apiKeyId: string) {
  await db
    .insert(crmLinks)
    .values({ userId, apiKeyId, via: 'invited', agreedAt: sql`now()` })
    .onConflictDoNothing();
}

/**
 * A key asked to change a learner it is not linked to: one request per key and learner. A declined
 * one stays declined (the conflict leaves the row as it is), so the learner is not asked again.
 */
export async function request(db: Db, userId: string, apiKeyId: string) {
  await db.insert(crmLinks).values({ userId, apiKeyId, via: 'consent' }).onConflictDoNothing();
}

/** The learner's links and open requests, with the key's name (what the learner sees in settings). */
export function linksOf(db: Db, userId: string) {
  return db
    .select({
      keyId: crmLinks.apiKeyId,
      name: apiKeys.name,
      via: crmLinks.via,
      requestedAt: crmLinks.requestedAt,
      agreedAt: crmLinks.agreedAt,
      declinedAt: crmLinks.declinedAt,
    })
    .from(crmLinks)
    .innerJoin(apiKeys, eq(apiKeys.id, crmLinks.apiKeyId))
    .where(eq(crmLinks.userId, userId))
    .orderBy(asc(crmLinks.requestedAt), asc(apiKeys.name));
}

/** The learner agrees to an open or a declined request; false when there is none. */
export async function agree(db: Db, userId: string, apiKeyId: string): Promise<boolean> {
  const rows = await db
    .update(crmLinks)
    .set({ agreedAt: sql`now()`, declinedAt: null })
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId), isNull(crmLinks.agreedAt)))
    .returning({ userId: crmLinks.userId });
  return rows.length > 0;
}

/**
 * The learner declines a request or withdraws a link they agreed to: the row stays, marked declined,
 * so the key's next call does not ask again. An invitation's link stays (the key made the account).
 * False when there is no such row.
 */
export async function decline(db: Db, userId: string, apiKeyId: string): Promise<boolean> {
  const rows = await db
    .update(crmLinks)
    .set({ agreedAt: null, declinedAt: sql`now()` })
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId), eq(crmLinks.via, 'consent')))
    .returning({ userId: crmLinks.userId });
  return rows.length > 0;
}
