import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseWorkbooks } from '../../db/schema/case.ts';
import { userProgress } from '../../db/schema/courses.ts';
import { interviewSessions } from '../../db/schema/interview.ts';
import { questionMemory } from '../../db/schema/memory.ts';
import { planDates } from '../../db/schema/plan.ts';
import { profiles, userDetails } from '../../db/schema/users.ts';
import { videoProgress } from '../../db/schema/videos.ts';

const latest = (column: unknown, table: unknown, userColumn: unknown) =>
  sql<Date | null>`(select max(${column}) from ${table} where ${userColumn} = ${profiles.id})`;

/**
 * The learners assigned to this counsellor, or the one learner `learnerId` among them (issue 30).
 * Only what a counsellor may see without a share: name, address, MPU reasons and date, last activity.
 */
export function assignedLearners(db: Db, counsellorId: string, learnerId?: string) {
  const assigned = and(eq(profiles.counsellorId, counsellorId), eq(profiles.role, 'user'));
  return db
    .select({
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      mpuReason: profiles.mpuReason,
      mpuReasons: profiles.mpuReasons,
      consentVersion: profiles.consentVersion,
      firstName: userDetails.firstName,
      lastName: userDetails.lastName,
      mpuDate: planDates.mpuDate,
      // The last answer, chapter, video, interview or workbook change: what the learner last did.
      lastActivity: sql<string | null>`greatest(
        ${latest(questionMemory.lastAnsweredAt, questionMemory, questionMemory.userId)},
        ${latest(userProgress.createdAt, userProgress, userProgress.userId)},
        ${latest(videoProgress.createdAt, videoProgress, videoProgress.userId)},
        ${latest(interviewSessions.startedAt, interviewSessions, interviewSessions.userId)},
        ${latest(caseWorkbooks.updatedAt, caseWorkbooks, caseWorkbooks.userId)}
      )`,
    })
    .from(profiles)
    .leftJoin(userDetails, eq(userDetails.userId, profiles.id))
    .leftJoin(planDates, eq(planDates.userId, profiles.id))
    .where(learnerId ? and(assigned, eq(profiles.id, learnerId)) : assigned)
    .orderBy(asc(profiles.email));
}

export type AssignedLearner = Awaited<ReturnType<typeof assignedLearners>>[number];
