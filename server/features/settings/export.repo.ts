import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, credentials, sessions } from '../../db/schema/auth.ts';
import { caseWorkbooks } from '../../db/schema/case.ts';
import { quizAttempts, userProgress } from '../../db/schema/courses.ts';
import { quizUserAttempts } from '../../db/schema/exam.ts';
import { interviewSessions, interviewTurns } from '../../db/schema/interview.ts';
import { news, newsReads } from '../../db/schema/news.ts';
import { planDates, reviewCards, reviewLogs } from '../../db/schema/plan.ts';
import {
  profiles,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
} from '../../db/schema/users.ts';
import { videoProgress, videoQuizAttempts } from '../../db/schema/videos.ts';

/**
 * Everything stored about one user, keyed by table name: every table that references profiles
 * (export.test.ts fails when a new one is missing here). Secrets stay out: no password hash, no
 * session or token hashes, only when they were made and used.
 */
export async function exportUserData(db: Db, userId: string) {
  const [
    profile,
    credential,
    sessionRows,
    tokenRows,
    permissionRows,
    details,
    onboarding,
    medical,
    chapters,
    chapterQuiz,
    exam,
    videosDone,
    videoQuiz,
    reads,
    authored,
    workbook,
    interviews,
    plan,
    cards,
    reviews,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, userId)),
    db.select({ updatedAt: credentials.updatedAt }).from(credentials).where(eq(credentials.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db
      .select({
        purpose: authTokens.purpose,
        newEmail: authTokens.newEmail,
        createdAt: authTokens.createdAt,
        expiresAt: authTokens.expiresAt,
        usedAt: authTokens.usedAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userId)),
    db.select().from(userPermissions).where(eq(userPermissions.userId, userId)),
    db.select().from(userDetails).where(eq(userDetails.userId, userId)),
    db.select().from(userOnboarding).where(eq(userOnboarding.userId, userId)),
    db.select().from(userMedical).where(eq(userMedical.userId, userId)),
    db.select().from(userProgress).where(eq(userProgress.userId, userId)),
    db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId)),
    db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId)),
    db.select().from(videoProgress).where(eq(videoProgress.userId, userId)),
    db.select().from(videoQuizAttempts).where(eq(videoQuizAttempts.userId, userId)),
    db.select().from(newsReads).where(eq(newsReads.userId, userId)),
    db
      .select({ id: news.id, title: news.title, publishedAt: news.publishedAt })
      .from(news)
      .where(eq(news.authorId, userId)),
    db.select().from(caseWorkbooks).where(eq(caseWorkbooks.userId, userId)),
    db.select().from(interviewSessions).where(eq(interviewSessions.userId, userId)),
    db.select().from(planDates).where(eq(planDates.userId, userId)),
    db.select().from(reviewCards).where(eq(reviewCards.userId, userId)),
    db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)),
  ]);
  const interviewIds = interviews.map((row) => row.id);
  const turns = interviewIds.length
    ? await db.select().from(interviewTurns).where(inArray(interviewTurns.sessionId, interviewIds))
    : [];
  return {
    profiles: profile,
    credentials: credential,
    sessions: sessionRows,
    auth_tokens: tokenRows,
    user_permissions: permissionRows,
    user_details: details,
    user_onboarding: onboarding,
    user_medical: medical,
    user_progress: chapters,
    quiz_attempts: chapterQuiz,
    quiz_user_attempts: exam,
    video_progress: videosDone,
    video_quiz_attempts: videoQuiz,
    news_reads: reads,
    news: authored,
    case_workbooks: workbook,
    interview_sessions: interviews,
    interview_turns: turns,
    plan_dates: plan,
    review_cards: cards,
    review_logs: reviews,
  };
}
