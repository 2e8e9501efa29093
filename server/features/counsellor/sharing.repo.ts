import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackTopic, ShareKind } from '../../../common/domain/counsellor.ts';
import type { Db } from '../../db/client.ts';
import { counsellorMessages, counsellorShares } from '../../db/schema/counsellor.ts';
import { profiles, userDetails } from '../../db/schema/users.ts';

const counsellor = alias(profiles, 'counsellor');

/** The learner's counsellor (id, name, address), or undefined without one. */
export async function counsellorOf(db: Db, learnerId: string) {
  const [row] = await db
    .select({
      id: counsellor.id,
      email: counsellor.email,
      firstName: userDetails.firstName,
      lastName: userDetails.lastName,
    })
    .from(profiles)
    .innerJoin(counsellor, and(eq(counsellor.id, profiles.counsellorId), eq(counsellor.role, 'counsellor')))
    .leftJoin(userDetails, eq(userDetails.userId, counsellor.id))
    .where(eq(profiles.id, learnerId));
  return row;
}

/** What the learner shares with this counsellor now (withdrawn_at null). */
export async function activeShares(db: Db, learnerId: string, counsellorId: string): Promise<ShareKind[]> {
  const rows = await db
    .select({ kind: counsellorShares.kind })
    .from(counsellorShares)
    .where(
      and(
        eq(counsellorShares.learnerId, learnerId),
        eq(counsellorShares.counsellorId, counsellorId),
        isNull(counsellorShares.withdrawnAt),
      ),
    );
  return rows.map((r) => r.kind);
}

/** Shares one kind (a new record) or withdraws it (the open record gets withdrawn_at), once. */
export async function setShare(
  db: Db,
  learnerId: string,
  counsellorId: string,
  kind: ShareKind,
  on: boolean,
) {
  await db.transaction(async (tx) => {
    // One learner's shares change one at a time: two clicks never leave two open records.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, learnerId)).for('update');
    const open = and(
      eq(counsellorShares.learnerId, learnerId),
      eq(counsellorShares.counsellorId, counsellorId),
      eq(counsellorShares.kind, kind),
      isNull(counsellorShares.withdrawnAt),
    );
    const [existing] = await tx.select({ id: counsellorShares.id }).from(counsellorShares).where(open);
    if (on && !existing) await tx.insert(counsellorShares).values({ learnerId, counsellorId, kind });
    if (!on && existing) await tx.update(counsellorShares).set({ withdrawnAt: sql`now()` }).where(open);
  });
}

/** Every consent record of the learner, newest first, with the counsellor's name or address. */
export function shareRecords(db: Db, learnerId: string) {
  return db
    .select({
      kind: counsellorShares.kind,
      email: counsellor.email,
      firstName: userDetails.firstName,
      lastName: userDetails.lastName,
      sharedAt: counsellorShares.sharedAt,
      withdrawnAt: counsellorShares.withdrawnAt,
    })
    .from(counsellorShares)
    .innerJoin(counsellor, eq(counsellor.id, counsellorShares.counsellorId))
    .leftJoin(userDetails, eq(userDetails.userId, counsellor.id))
    .where(eq(counsellorShares.learnerId, learnerId))
    .orderBy(desc(counsellorShares.sharedAt));
}

const author = alias(profiles, 'author');
const authorDetails = alias(userDetails, 'author_details');

/**
 * Who reads the thread: a counsellor sees only the messages written with them, the learner
 * (`null`) every message of their own.
 */
const ofThread = (learnerId: string, counsellorId: string | null) =>
  counsellorId === null
    ? eq(counsellorMessages.learnerId, learnerId)
    : and(eq(counsellorMessages.learnerId, learnerId), eq(counsellorMessages.counsellorId, counsellorId));

/** The thread of one learner as `counsellorId` (or the learner, `null`) sees it, oldest first. */
export function messages(db: Db, learnerId: string, counsellorId: string | null) {
  return db
    .select({
      id: counsellorMessages.id,
      fromCounsellor: counsellorMessages.fromCounsellor,
      email: author.email,
      firstName: authorDetails.firstName,
      lastName: authorDetails.lastName,
      topic: counsellorMessages.topic,
      reportId: counsellorMessages.reportId,
      body: counsellorMessages.body,
      createdAt: counsellorMessages.createdAt,
      readAt: counsellorMessages.readAt,
    })
    .from(counsellorMessages)
    .leftJoin(author, eq(author.id, counsellorMessages.authorId))
    .leftJoin(authorDetails, eq(authorDetails.userId, author.id))
    .where(ofThread(learnerId, counsellorId))
    .orderBy(asc(counsellorMessages.createdAt), asc(counsellorMessages.id));
}

/** A new message: a counsellor's in their own thread, a learner's with their counsellor at this moment. */
export async function insertMessage(
  db: Db,
  message: {
    learnerId: string;
    authorId: string;
    fromCounsellor: boolean;
    topic: FeedbackTopic;
    reportId: string | null;
    body: string;
  },
): Promise<void> {
  await db.insert(counsellorMessages).values({
    ...message,
    // A counsellor's message is theirs even if the learner was reassigned since the caller's check.
    counsellorId: message.fromCounsellor
      ? message.authorId
      : sql`(select ${profiles.counsellorId} from ${profiles} where ${profiles.id} = ${message.learnerId})`,
  });
}

/**
 * Marks the other side's messages read: the learner (`counsellorId` null) reads every counsellor's,
 * a counsellor the learner's messages written with them.
 */
export async function markRead(db: Db, learnerId: string, counsellorId: string | null): Promise<void> {
  await db
    .update(counsellorMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ofThread(learnerId, counsellorId),
        eq(counsellorMessages.fromCounsellor, counsellorId === null),
        isNull(counsellorMessages.readAt),
      ),
    );
}
