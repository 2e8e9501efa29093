import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accessRequests } from '../../db/schema/access-requests.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authTokens, credentials, sessions } from '../../db/schema/auth.ts';
import { caseWorkbooks } from '../../db/schema/case.ts';
import { counsellorMessages, counsellorShares } from '../../db/schema/counsellor.ts';
import { quizAttempts, userProgress } from '../../db/schema/courses.ts';
import { examSimulations, quizUserAttempts } from '../../db/schema/exam.ts';
import { idempotentRequests } from '../../db/schema/idempotency.ts';
import { crmLinks } from '../../db/schema/integration.ts';
import { interviewSessions, interviewTurns } from '../../db/schema/interview.ts';
import { leistungstestRuns } from '../../db/schema/leistungstest.ts';
import { questionMemory, reviewDays } from '../../db/schema/memory.ts';
import { news, newsReads } from '../../db/schema/news.ts';
import { planDates, reviewLogs } from '../../db/schema/plan.ts';
import { progressSnapshots } from '../../db/schema/progress.ts';
import { reminderSettings } from '../../db/schema/reminders.ts';
import {
  profiles,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
} from '../../db/schema/users.ts';
import { videoProgress, videoQuizAttempts } from '../../db/schema/videos.ts';

/**
 * What erasure does with a table's rows of the person:
 * - 'delete': the rows go;
 * - 'unlink': the rows stay (they belong to others, e.g. news an admin wrote), the user column is emptied;
 * - 'anonymise': the rows stay (audit trail), the user column and the `anonymise` columns are emptied.
 */
export type Erase = 'delete' | 'unlink' | 'anonymise';

export type PersonalData = {
  table: PgTable;
  /** The column holding the profile id. */
  user: PgColumn;
  erase: Erase;
  /** Columns left out of the export (secrets: hashes of passwords, sessions, tokens). */
  secret?: PgColumn[];
  /** 'anonymise': further columns that name the person (set to null). */
  anonymise?: PgColumn[];
};

/**
 * THE registry of personal data (decision 018): every table with a user column. The data export
 * (settings) and the erasure service (self-deletion, admin deletion) work from this list, and
 * personal-data.test.ts fails when a table with a user column is missing here. Profiles come last
 * so their rows are erased after everything that refers to them.
 *
 * Not keyed by a user column, handled by e-mail address in erasure.ts: mail_outbox (the `to`
 * address) and rate_limits (keys ending in the address or the user id).
 */
export const PERSONAL_DATA: readonly PersonalData[] = [
  { table: credentials, user: credentials.userId, erase: 'delete', secret: [credentials.passwordHash] },
  { table: sessions, user: sessions.userId, erase: 'delete', secret: [sessions.id] },
  { table: authTokens, user: authTokens.userId, erase: 'delete', secret: [authTokens.tokenHash] },
  { table: userPermissions, user: userPermissions.userId, erase: 'delete' },
  { table: accessRequests, user: accessRequests.userId, erase: 'delete' },
  { table: userDetails, user: userDetails.userId, erase: 'delete' },
  { table: userOnboarding, user: userOnboarding.userId, erase: 'delete' },
  { table: userMedical, user: userMedical.userId, erase: 'delete' },
  { table: userProgress, user: userProgress.userId, erase: 'delete' },
  { table: quizAttempts, user: quizAttempts.userId, erase: 'delete' },
  { table: quizUserAttempts, user: quizUserAttempts.userId, erase: 'delete' },
  { table: examSimulations, user: examSimulations.userId, erase: 'delete' },
  { table: videoProgress, user: videoProgress.userId, erase: 'delete' },
  { table: videoQuizAttempts, user: videoQuizAttempts.userId, erase: 'delete' },
  { table: newsReads, user: newsReads.userId, erase: 'delete' },
  { table: caseWorkbooks, user: caseWorkbooks.userId, erase: 'delete' },
  { table: interviewTurns, user: interviewTurns.userId, erase: 'delete' },
  { table: interviewSessions, user: interviewSessions.userId, erase: 'delete' },
  { table: planDates, user: planDates.userId, erase: 'delete' },
  { table: reviewLogs, user: reviewLogs.userId, erase: 'delete' },
  { table: questionMemory, user: questionMemory.userId, erase: 'delete' },
  { table: reviewDays, user: reviewDays.userId, erase: 'delete' },
  { table: reminderSettings, user: reminderSettings.userId, erase: 'delete' },
  { table: progressSnapshots, user: progressSnapshots.userId, erase: 'delete' },
  { table: crmLinks, user: crmLinks.userId, erase: 'delete' },
  { table: leistungstestRuns, user: leistungstestRuns.userId, erase: 'delete' },
  // Answers kept an hour for repeated writes (decision 045): copies of what the export has anyway.
  {
    table: idempotentRequests,
    user: idempotentRequests.userId,
    erase: 'delete',
    secret: [idempotentRequests.body],
  },
  // What the learner shared with their counsellor, and when they withdrew it (issue 30): the consent
  // records and the feedback thread are the learner's; a counsellor's own erasure drops the shares
  // with them (foreign key) and leaves their messages without an author.
  { table: counsellorShares, user: counsellorShares.learnerId, erase: 'delete' },
  { table: counsellorMessages, user: counsellorMessages.learnerId, erase: 'delete' },
  { table: news, user: news.authorId, erase: 'unlink' },
  {
    table: auditLog,
    user: auditLog.actorId,
    erase: 'anonymise',
    anonymise: [auditLog.actorEmail, auditLog.ip],
  },
  { table: profiles, user: profiles.id, erase: 'delete' },
];
