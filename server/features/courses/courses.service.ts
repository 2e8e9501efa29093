import { isPageAllowed, type Role } from '../../../common/domain/pages.ts';
import { shuffled } from '../../../common/domain/quiz.ts';
import type {
  CourseDetail,
  CourseSummary,
  GlossaryBrief,
  QuizAttemptResult,
} from '../../../common/schemas/courses.ts';
import type { Db } from '../../db/client.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import { rememberAnswers } from '../memory/index.ts';
import * as repo from './courses.repo.ts';

/** What the courses feature needs from the glossary (injected in app.ts). */
export type GlossarySource = {
  /** Ids of the glossary entries found in the texts (compiled matcher cached by the glossary). */
  termIdsIn: (texts: readonly string[]) => Promise<string[]>;
  briefByIds: (ids: string[]) => Promise<GlossaryBrief[]>;
};

export type CoursesDeps = {
  db: Db;
  glossary: GlossarySource;
  clock?: Clock;
};

type Viewer = { id: string; role: Role };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCoursesService({ db, glossary, clock = systemClock }: CoursesDeps) {
  /** Glossary entries found in the chapters, if this user may open the glossary at all. */
  async function glossaryFor(user: Viewer, texts: string[]): Promise<GlossaryBrief[]> {
    const row = await repo.pagePermission(db, user.id, 'lexicon');
    const rows = row === undefined ? [] : [{ page: 'lexicon' as const, allowed: row }];
    if (!isPageAllowed(user.role, rows, 'lexicon')) return [];
    return glossary.briefByIds(await glossary.termIdsIn(texts));
  }

  return {
    async list(userId: string): Promise<CourseSummary[]> {
      return repo.listCourses(db, userId);
    },

    async detail(user: Viewer, courseId: string): Promise<CourseDetail> {
      const course = UUID.test(courseId) ? await repo.findCourse(db, courseId) : undefined;
      if (!course) throw notFound();
      const chapters = await repo.chaptersOf(db, [course.id]);
      const chapterIds = chapters.map((c) => c.id);
      const [quizzes, done] = await Promise.all([
        repo.quizzesOf(db, chapterIds),
        repo.completedChapters(db, user.id, chapterIds),
      ]);
      const attempts = new Map(
        (
          await repo.attemptsOf(
            db,
            user.id,
            quizzes.map((q) => q.id),
          )
        ).map((a) => [a.quizId, a]),
      );
      return {
        ...course,
        chapters: chapters.map((chapter) => ({
          id: chapter.id,
          title: chapter.title,
          content: chapter.content,
          completed: done.has(chapter.id),
          quizzes: quizzes
            .filter((q) => q.chapterId === chapter.id)
            .map((q) => {
              const attempt = attempts.get(q.id);
              // The answer key only travels with the user's own attempt (SPEC §4).
              return {
                id: q.id,
                question: q.question,
                // A new order per presentation until answered (issue 11); the key stays on the server.
                options: attempt ? q.options : shuffled(q.options),
                attempt: attempt
                  ? {
                      answer: attempt.answer,
                      isCorrect: attempt.isCorrect,
                      correctAnswer: q.correctAnswer,
                      explanation: q.explanation,
                    }
                  : null,
              };
            }),
        })),
        glossary: await glossaryFor(
          user,
          chapters.map((c) => c.content),
        ),
      };
    },

    /**
     * One answer per user and question; locked afterwards (SPEC §4). A resent request with the same
     * attempt id gets the first result back (decision 026); any other second answer is a conflict.
     */
    async answer(
      userId: string,
      quizId: string,
      body: { answer: string; attemptId?: string | undefined },
    ): Promise<QuizAttemptResult> {
      const quiz = await repo.findQuiz(db, quizId);
      if (!quiz) throw notFound();
      if (!quiz.options.includes(body.answer)) throw new AppError('validation', 400);
      const attempt = { answer: body.answer, isCorrect: body.answer === quiz.correctAnswer };
      const attemptId = body.attemptId ?? null;
      const inserted = await db.transaction(async (tx) => {
        if (!(await repo.insertAttempt(tx, { userId, quizId, ...attempt, attemptId }))) return false;
        const answer = { selected: [attempt.answer], correct: attempt.isCorrect };
        await rememberAnswers(
          tx,
          [{ userId, questionId: quizId, kind: 'chapter', ...answer, source: 'quiz' }],
          clock.now(),
        );
        return true;
      });
      if (!inserted) {
        const stored = attemptId ? await repo.attemptById(db, userId, attemptId) : undefined;
        if (stored?.quizId !== quizId) throw conflict();
        attempt.answer = stored.answer;
        attempt.isCorrect = stored.isCorrect;
      }
      return { ...attempt, correctAnswer: quiz.correctAnswer, explanation: quiz.explanation };
    },

    async setChapterDone(userId: string, chapterId: string, completed: boolean) {
      if (!(await repo.chapterExists(db, chapterId))) throw notFound();
      if (completed) await repo.markChapterDone(db, userId, chapterId);
      else await repo.unmarkChapterDone(db, userId, chapterId);
      return { chapterId, completed };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
