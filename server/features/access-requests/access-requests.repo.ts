import { and, asc, eq, sql } from 'drizzle-orm';
import type { PageKey } from '../../../common/domain/pages.ts';
import type { Db } from '../../db/client.ts';
import { accessRequests } from '../../db/schema/access-requests.ts';
import { profiles, userDetails } from '../../db/schema/users.ts';

export async function ownRequests(db: Db, userId: string) {
  return db
    .select()
    .from(accessRequests)
    .where(eq(accessRequests.userId, userId))
    .orderBy(asc(accessRequests.createdAt));
}

/**
 * Opens the learner's request for the page: a new row, or a row granted before (the page was
 * locked again since) back to pending. An open or declined request stays as it is. Returns whether
 * the request is new (only then are the admins told).
 */
export async function openRequest(db: Db, userId: string, page: PageKey): Promise<boolean> {
  const inserted = await db
    .insert(accessRequests)
    .values({ userId, page })
    .onConflictDoNothing()
    .returning({ id: accessRequests.id });
  if (inserted.length > 0) return true;
  const renewed = await db
    .update(accessRequests)
    .set({ state: 'pending', createdAt: sql`now()`, decidedAt: null, decidedBy: null })
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.page, page),
        eq(accessRequests.state, 'granted'),
      ),
    )
    .returning({ id: accessRequests.id });
  return renewed.length > 0;
}

export async function pending(db: Db, limit: number) {
  const where = eq(accessRequests.state, 'pending');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: accessRequests.id,
        page: accessRequests.page,
        createdAt: accessRequests.createdAt,
        userId: profiles.id,
        email: profiles.email,
        firstName: userDetails.firstName,
        lastName: userDetails.lastName,
      })
      .from(accessRequests)
      .innerJoin(profiles, eq(profiles.id, accessRequests.userId))
      .leftJoin(userDetails, eq(userDetails.userId, profiles.id))
      .where(where)
      .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id))
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(accessRequests).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The request, locked until the transaction ends (two admins deciding at once serialise). */
export async function lockRequest(db: Db, id: string) {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update');
  return row;
}

export async function decide(db: Db, id: string, state: 'granted' | 'declined', adminId: string) {
  await db
    .update(accessRequests)
    .set({ state, decidedAt: sql`now()`, decidedBy: adminId })
    .where(eq(accessRequests.id, id));
}

/** The addresses of every administrator: who hears of a new request. */
export async function adminAddresses(db: Db): Promise<string[]> {
  const rows = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
  return rows.map((row) => row.email);
}
