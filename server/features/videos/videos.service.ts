import type { VideoLanguage } from '../../../common/domain/enums.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { isCorrectAnswer, shuffled } from '../../../common/domain/quiz.ts';
import { matchesReasons } from '../../../common/domain/videos.ts';
import type { LearnerQuiz, Library, QuizAttempt } from '../../../common/schemas/videos.ts';
import type { Db } from '../../db/client.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { rememberAnswers } from '../memory/index.ts';
import * as repo from './videos.repo.ts';

type Viewer = Pick<SessionUser, 'id' | 'role' | 'mpuReason' | 'mpuReasons'>;

function filterOf(viewer: Viewer) {
  return { role: viewer.role, reasons: effectiveReasons(viewer) };
}

/** The learner side of the video library: what a user sees, answers and completes. */
export function createVideoService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  /** A video the viewer may open (SPEC §5 filter by MPU type; the language is the interface's choice). */
  async function visibleVideo(viewer: Viewer, videoId: string) {
    const video = await repo.findVideo(db, videoId);
    if (!video || !matchesReasons(video.mpuTypes, filterOf(viewer))) throw notFound();
    return video;
  }

  return {
    /** Sections in order, each with the videos this viewer may see in this language; empty ones left out. */
    async library(viewer: Viewer, language: VideoLanguage): Promise<Library> {
      const { role, reasons } = filterOf(viewer);
      const [sections, videos, completed] = await Promise.all([
        repo.listSections(db),
        repo.listVideos(db, { language, reasons: role === 'admin' ? [] : reasons }),
        repo.completedVideoIds(db, viewer.id),
      ]);
      return {
        language,
        sections: sections
          .map((section) => ({
            ...section,
            videos: videos
              .filter((video) => video.sectionId === section.id)
              .map((video) => ({ ...video, completed: completed.has(video.id) })),
          }))
          .filter((section) => section.videos.length > 0),
      };
    },

    /** The quiz questions of a video; the answer key only for questions this user has answered. */
    async quizzes(viewer: Viewer, videoId: string): Promise<LearnerQuiz[]> {
      await visibleVideo(viewer, videoId);
      const quizzes = await repo.listQuizzes(db, videoId);
      const attempts = new Map(
        (
          await repo.attemptsOf(
            db,
            viewer.id,
            quizzes.map((quiz) => quiz.id),
          )
        ).map((attempt) => [attempt.quizId, attempt]),
      );
      return quizzes.map((quiz) => {
        const attempt = attempts.get(quiz.id);
        return {
          id: quiz.id,
          question: quiz.question,
          // A new order per presentation until answered (issue 11); the key stays on the server.
          options: attempt ? quiz.options : shuffled(quiz.options),
          order: quiz.order,
          attempt: attempt
            ? {
                selectedAnswers: attempt.selectedAnswers,
                isCorrect: attempt.isCorrect,
                correctAnswers: quiz.correctAnswers,
                explanation: quiz.explanation,
              }
            : null,
        };
      });
    },

    /**
     * One submission per question (SPEC §5); correct only for the exact set. A resent request with
     * the same attempt id gets the first result back (decision 026).
     */
    async answer(
      viewer: Viewer,
      quizId: string,
      body: { selectedAnswers: string[]; attemptId?: string | undefined },
    ): Promise<QuizAttempt> {
      const { selectedAnswers } = body;
      const quiz = await repo.findQuiz(db, quizId);
      if (!quiz || !matchesReasons(quiz.mpuTypes, filterOf(viewer))) throw notFound();
      if (!selectedAnswers.every((answer) => quiz.options.includes(answer))) {
        throw new AppError('validation', 400);
      }
      const attempt = { selectedAnswers, isCorrect: isCorrectAnswer(selectedAnswers, quiz.correctAnswers) };
      const attemptId = body.attemptId ?? null;
      const inserted = await db.transaction(async (tx) => {
        if (!(await repo.insertAttempt(tx, { userId: viewer.id, quizId, ...attempt, attemptId })))
          return false;
        const answer = {
          selected: attempt.selectedAnswers,
          correct: attempt.isCorrect,
          source: 'quiz' as const,
        };
        await rememberAnswers(
          tx,
          [{ userId: viewer.id, questionId: quizId, kind: 'video', ...answer }],
          clock.now(),
        );
        return true;
      });
      if (!inserted) {
        const stored = attemptId ? await repo.attemptById(db, viewer.id, attemptId) : undefined;
        if (stored?.quizId !== quizId) throw conflict('already answered');
        attempt.selectedAnswers = stored.selectedAnswers;
        attempt.isCorrect = stored.isCorrect;
      }
      return {
        ...attempt,
        correctAnswers: quiz.correctAnswers,
        explanation: quiz.explanation,
      };
    },

    /** A video counts as completed once: its file played to the end, or the user marked it watched. */
    async complete(viewer: Viewer, videoId: string): Promise<void> {
      await visibleVideo(viewer, videoId);
      await repo.markCompleted(db, viewer.id, videoId);
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
