import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, crmLinks } from '../../db/schema/integration.ts';

/** Is this key linked to this learner (invited by it, or agreed by the learner)? */
export async function isLinked(db: Db, userId: string, apiKeyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: crmLinks.userId })
    .from(crmLinks)
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId), isNotNull(crmLinks.agreedAt)));
  return row !== undefined;
}

/** The key invited this learner: linked from the start (in the transaction that made the account). */
export async function insertInvited(db: Db, userId: string, apiKeyId: string) {
  await db
    .insert(crmLinks)
    .values({ userId, apiKeyId, via: 'invited', agreedAt: sql`now()` })
    .onConflictDoNothing();
}

/** A key asked to change a learner it is not linked to: one open request per key and learner. */
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
    })
    .from(crmLinks)
    .innerJoin(apiKeys, eq(apiKeys.id, crmLinks.apiKeyId))
    .where(eq(crmLinks.userId, userId))
    .orderBy(asc(crmLinks.requestedAt), asc(apiKeys.name));
}

/** The learner agrees to an open request; false when there is none. */
export async function agree(db: Db, userId: string, apiKeyId: string): Promise<boolean> {
  const rows = await db
    .update(crmLinks)
    .set({ agreedAt: sql`now()` })
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId), isNull(crmLinks.agreedAt)))
    .returning({ userId: crmLinks.userId });
  return rows.length > 0;
}

/**
 * The learner declines a request or withdraws a link they agreed to; an invitation's link stays
 * (the key made the account). False when there is no such row.
 */
export async function remove(db: Db, userId: string, apiKeyId: string): Promise<boolean> {
  const rows = await db
    .delete(crmLinks)
    .where(and(eq(crmLinks.userId, userId), eq(crmLinks.apiKeyId, apiKeyId), eq(crmLinks.via, 'consent')))
    .returning({ userId: crmLinks.userId });
  return rows.length > 0;
}
