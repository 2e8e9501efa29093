import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInGermany } from '../../common/domain/dates.ts';
import { effectiveReasons } from '../../common/domain/mpu.ts';
import { addDays } from '../../common/domain/timeline.ts';
import { LANGUAGES } from '../../common/i18n/languages.ts';
import type { Db } from '../db/client.ts';
import { rememberAnswers } from '../db/memory.ts';
import { chapters, courses, userProgress } from '../db/schema/courses.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../db/schema/exam.ts';
import { progressSnapshots } from '../db/schema/progress.ts';
import { profiles } from '../db/schema/users.ts';
import { videoProgress, videoSections, videos } from '../db/schema/videos.ts';
import { currentUser } from '../plugins/session.ts';

/**
 * Browser-test fixtures, registered only with NODE_ENV=test (never in production): progress for the
 * signed-in user that is known whatever content other tests add — every chapter and every video of
 * the user's language and reasons completed, and only wrong exam answers — so a spec can compute
 * the overview by hand; a learner without consent (the consent gate); two weeks of progress
 * snapshots (the overview's chart).
 */
export const e2eFixtureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/progress',
    {
      onRequest: app.guard.session,
      schema: {
        body: z.object({ language: z.enum(LANGUAGES), wrongAnswers: z.number().int().min(1).max(50) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const reason = effectiveReasons(user)[0] ?? 'alcohol';
      const { language, wrongAnswers } = request.body;
      await db.transaction(async (tx) => {
        const [course] = await tx.insert(courses).values({ title: 'E2E-Kurs' }).returning();
        await tx.insert(chapters).values({ courseId: course!.id, title: 'E2E-Kapitel' });
        const [section] = await tx.insert(videoSections).values({ title: 'E2E-Abschnitt' }).returning();
        await tx.insert(videos).values({
          sectionId: section!.id,
          title: 'E2E-Video',
          url: 'https://example.org/e2e',
          language,
          mpuTypes: [reason],
        });
        const [category] = await tx
          .insert(quizCategories)
          .values({ name: `E2E-${user.id}`, mpuTypes: [reason] })
          .returning();
        const questions = await tx
          .insert(quizQuestions)
          .values({
            categoryId: category!.id,
            question: 'E2E-Frage',
            options: ['A', 'B'],
            correctAnswers: ['A'],
          })
          .returning();
        await tx
          .insert(userProgress)
          .select(
            tx
              .select({
                userId: sql`${user.id}::uuid`.as('user_id'),
                chapterId: chapters.id,
                completed: sql`true`.as('completed'),
                createdAt: sql`now()`.as('created_at'),
              })
              .from(chapters),
          )
          .onConflictDoNothing();
        await tx
          .insert(videoProgress)
          .select(
            tx
              .select({
                userId: sql`${user.id}::uuid`.as('user_id'),
                videoId: videos.id,
                completed: sql`true`.as('completed'),
                createdAt: sql`now()`.as('created_at'),
              })
              .from(videos)
              .where(and(eq(videos.language, language))),
          )
          .onConflictDoNothing();
        const wrong = Array.from({ length: wrongAnswers }, () => ({
          userId: user.id,
          questionId: questions[0]!.id,
          selectedAnswers: ['B'],
          isCorrect: false,
        }));
        await tx.insert(quizUserAttempts).values(wrong);
        await rememberAnswers(
          tx,
          wrong.map((a) => ({
            ...a,
            kind: 'exam',
            selected: a.selectedAnswers,
            correct: false,
            source: 'quiz',
          })),
          new Date(),
        );
      });
      return { ok: true };
    },
  );

  // A learner as the CRM creates them, or after a new privacy notice: no consent yet (consent gate).
  app.post('/no-consent', { onRequest: app.guard.session }, async (request) => {
    await db
      .update(profiles)
      .set({ consentAt: null, consentVersion: null })
      .where(eq(profiles.id, currentUser(request).id));
    return { ok: true };
  });

  // Two weeks of daily snapshots (what the hourly job would have written), for the overview's chart.
  app.post('/progress-history', { onRequest: app.guard.session }, async (request) => {
    const userId = currentUser(request).id;
    const today = todayInGermany();
    const rows = Array.from({ length: 15 }, (_, i) => ({
      userId,
      day: addDays(today, i - 14),
      readiness: 12 + Math.round((19 * i) / 14),
      chapters: 10 + 2 * i,
      quiz: 5 + i,
      videos: 20 + i,
    }));
    await db.insert(progressSnapshots).values(rows).onConflictDoNothing();
    return { ok: true };
  });
};
