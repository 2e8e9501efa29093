import { isAdmin } from '../../../common/domain/access.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { allAmongOptions, isCorrectAnswer, shuffled } from '../../../common/domain/quiz.ts';
import {
  fromSourceOptions,
  localize,
  TRANSLATION_LANGUAGES,
  type Translations,
  toSourceOptions,
} from '../../../common/domain/translations.ts';
import { matchesReasons } from '../../../common/domain/videos.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { CaptionTrack, LearnerQuiz, Library, QuizAttempt } from '../../../common/schemas/videos.ts';
import type { Db } from '../../db/client.ts';
import { rememberAnswers } from '../../db/memory.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './videos.repo.ts';

type Viewer = Pick<SessionUser, 'id' | 'role' | 'mpuReason' | 'mpuReasons'>;

const QUIZ_FIELDS = ['question', 'options', 'explanation'] as const;

/** German videos for everyone, plus those spoken in the learner's language (decision 028). */
export function libraryLanguages(language: Language): Language[] {
  return language === 'de' ? ['de'] : ['de', language];
}

/** The video's caption files: the stored one (in the spoken language), then the translated ones. */
function captionTracks(url: string | null, spoken: Language, translations: Translations): CaptionTrack[] {
  const tracks: CaptionTrack[] = url ? [{ lang: spoken, url }] : [];
  for (const lang of TRANSLATION_LANGUAGES) {
    const translated = translations[lang]?.captionsUrl;
    if (typeof translated === 'string' && !tracks.some((t) => t.lang === lang)) {
      tracks.push({ lang, url: translated });
    }
  }
  return tracks;
}

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
    /**
     * Sections in order, each with the videos this viewer may see; empty ones left out. German videos
     * are for everyone, a video spoken in the learner's language is an additional version
     * (decision 028); titles in the learner's language, caption tracks in every language there is.
     */
    async library(viewer: Viewer, language: Language): Promise<Library> {
      const { reasons } = filterOf(viewer);
      const [sections, videos, completed] = await Promise.all([
        repo.listSections(db),
        repo.listVideos(db, {
          languages: libraryLanguages(language),
          reasons: isAdmin(viewer) ? [] : reasons,
        }),
        repo.completedVideoIds(db, viewer.id),
      ]);
      return {
        language,
        sections: sections
          .map(({ translations, ...section }) => {
            const shown = localize({ ...section, translations }, language, ['title', 'description']);
            return {
              ...section,
              ...shown.values,
              lang: shown.lang,
              videos: videos
                .filter((video) => video.sectionId === section.id)
                .map(({ translations: videoTranslations, ...video }) => {
                  const text = localize({ ...video, translations: videoTranslations }, language, [
                    'title',
                    'description',
                  ]);
                  return {
                    ...video,
                    ...text.values,
                    lang: text.lang,
                    captions: captionTracks(video.captionsUrl, video.language, videoTranslations),
                    completed: completed.has(video.id),
                  };
                }),
            };
          })
          .filter((section) => section.videos.length > 0),
      };
    },

    /** The quiz questions of a video; the answer key only for questions this user has answered. */
    async quizzes(viewer: Viewer, videoId: string, language: Language = 'de'): Promise<LearnerQuiz[]> {
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
        const shown = localize(quiz, language, QUIZ_FIELDS);
        const options = shown.values.options;
        return {
          id: quiz.id,
          question: shown.values.question,
          // A new order per presentation until answered (issue 11); the key stays on the server.
          options: attempt ? options : shuffled(options),
          order: quiz.order,
          lang: shown.lang,
          attempt: attempt
            ? {
                selectedAnswers: fromSourceOptions(attempt.selectedAnswers, options, quiz.options),
                isCorrect: attempt.isCorrect,
                correctAnswers: fromSourceOptions(quiz.correctAnswers, options, quiz.options),
                explanation: shown.values.explanation,
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
      language: Language = 'de',
    ): Promise<QuizAttempt> {
      const shownAnswers = body.selectedAnswers;
      const quiz = await repo.findQuiz(db, quizId);
      if (!quiz || !matchesReasons(quiz.mpuTypes, filterOf(viewer))) throw notFound();
      // Options count by position; stored and judged as the German texts (decision 028).
      const shown = localize(quiz, language, QUIZ_FIELDS);
      const options = shown.values.options;
      const selectedAnswers = toSourceOptions(shownAnswers, options, quiz.options);
      if (!allAmongOptions(selectedAnswers, quiz.options)) {
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
        selectedAnswers: fromSourceOptions(attempt.selectedAnswers, options, quiz.options),
        isCorrect: attempt.isCorrect,
        correctAnswers: fromSourceOptions(quiz.correctAnswers, options, quiz.options),
        explanation: shown.values.explanation,
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
