import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ProgressDay } from '../../../common/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import { progressSnapshots } from '../../db/schema/progress.ts';
import { profiles } from '../../db/schema/users.ts';
import { sessionUserColumns } from '../../db/session-user-columns.ts';

export async function history(db: Db, userId: string, since: string): Promise<ProgressDay[]> {
  return db
    .select({
      day: progressSnapshots.day,
      readiness: progressSnapshots.readiness,
      chapters: progressSnapshots.chapters,
      quiz: progressSnapshots.quiz,
      videos: progressSnapshots.videos,
    })
    .from(progressSnapshots)
    .where(and(eq(progressSnapshots.userId, userId), gte(progressSnapshots.day, since)))
    .orderBy(asc(progressSnapshots.day));
}

/** Learners, after this id (keyset pages, so a run holds no long transaction). */
export async function learnersAfter(db: Db, after: string, limit: number) {
  return db
    .select(sessionUserColumns)
    .from(profiles)
    .where(and(eq(profiles.role, 'user'), sql`${profiles.id} > ${after}::uuid`))
    .orderBy(asc(profiles.id))
    .limit(limit);
}

/** Today's row of this learner: written at the first run of the day, moved by each later one. */
export async function saveSnapshot(db: Db, userId: string, snapshot: ProgressDay): Promise<void> {
  const values = {
    readiness: snapshot.readiness,
    chapters: snapshot.chapters,
    quiz: snapshot.quiz,
    videos: snapshot.videos,
  };
  await db
    .insert(progressSnapshots)
    .values({ userId, day: snapshot.day, ...values })
    .onConflictDoUpdate({ target: [progressSnapshots.userId, progressSnapshots.day], set: values });
}
