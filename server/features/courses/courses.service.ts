import { isPageAllowed, type Role } from '../../../common/domain/pages.ts';
import { allAmongOptions, isCorrectAnswer, shuffled } from '../../../common/domain/quiz.ts';
import { fromSourceOptions, localize, toSourceOptions } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type {
  CourseDetail,
  CourseSummary,
  GlossaryBrief,
  QuizAttemptResult,
} from '../../../common/schemas/courses.ts';
import type { Db } from '../../db/client.ts';
import { rememberAnswers } from '../../db/memory.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import * as repo from './courses.repo.ts';

/** What the courses feature needs from the glossary (injected in app.ts). */
export type GlossarySource = {
  /** Ids of the glossary entries found in the texts (compiled matcher cached by the glossary). */
  termIdsIn: (texts: readonly string[], language: Language) => Promise<string[]>;
  briefByIds: (ids: string[], language: Language) => Promise<GlossaryBrief[]>;
};

export type CoursesDeps = {
  db: Db;
  glossary: GlossarySource;
  clock?: Clock;
};

type Viewer = { id: string; role: Role };

const QUIZ_FIELDS = ['question', 'options', 'explanation'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCoursesService({ db, glossary, clock = systemClock }: CoursesDeps) {
  /** Glossary entries found in the chapters, if this user may open the glossary at all. */
  async function glossaryFor(user: Viewer, texts: string[], language: Language): Promise<GlossaryBrief[]> {
    const row = await repo.pagePermission(db, user.id, 'lexicon');
    const rows = row === undefined ? [] : [{ page: 'lexicon' as const, allowed: row }];
    if (!isPageAllowed(user.role, rows, 'lexicon')) return [];
    // German terms, and in a translated chapter the translated terms too (matcher per language).
    return glossary.briefByIds(await glossary.termIdsIn(texts, language), language);
  }

  return {
    async list(userId: string, language: Language = 'de'): Promise<CourseSummary[]> {
      const rows = await repo.listCourses(db, userId);
      return rows.map(({ translations, ...row }) => {
        const shown = localize({ ...row, translations }, language, ['title', 'description']);
        return { ...row, ...shown.values, lang: shown.lang };
      });
    },

    async detail(user: Viewer, courseId: string, language: Language = 'de'): Promise<CourseDetail> {
      const found = UUID.test(courseId) ? await repo.findCourse(db, courseId) : undefined;
      if (!found) throw notFound();
      const { translations, ...course } = found;
      const courseText = localize(found, language, ['title', 'description']);
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
      const shownChapters = chapters.map((chapter) => ({
        chapter,
        text: localize(chapter, language, ['title', 'content']),
      }));
      return {
        ...course,
        ...courseText.values,
        lang: courseText.lang,
        chapters: shownChapters.map(({ chapter, text }) => ({
          id: chapter.id,
          ...text.values,
          lang: text.lang,
          completed: done.has(chapter.id),
          quizzes: quizzes
            .filter((q) => q.chapterId === chapter.id)
            .map((q) => {
              const attempt = attempts.get(q.id);
              const shown = localize(q, language, QUIZ_FIELDS);
              const options = shown.values.options;
              // The answer key only travels with the user's own attempt (SPEC §4).
              return {
                id: q.id,
                question: shown.values.question,
                // A new order per presentation until answered (issue 11); the key stays on the server.
                options: attempt ? options : shuffled(options),
                lang: shown.lang,
                attempt: attempt
                  ? {
                      answer: fromSourceOptions([attempt.answer], options, q.options)[0]!,
                      isCorrect: attempt.isCorrect,
                      correctAnswer: fromSourceOptions([q.correctAnswer], options, q.options)[0]!,
                      explanation: shown.values.explanation,
                    }
                  : null,
              };
            }),
        })),
        glossary: await glossaryFor(
          user,
          shownChapters.map(({ text }) => text.values.content),
          language,
        ),
      };
    },

    /**
     * One answer per user and question; locked afterwards (SPEC §4). A resent request with the same
     * attempt id gets the first result back (decision 026); any other second answer is a conflict.
     * The answer is the option text as shown; it counts by its position among the options in that
     * language (decision 028) and is stored as the German option.
     */
    async answer(
      userId: string,
      quizId: string,
      body: { answer: string; attemptId?: string | undefined },
      language: Language = 'de',
    ): Promise<QuizAttemptResult> {
      const quiz = await repo.findQuiz(db, quizId);
      if (!quiz) throw notFound();
      const shown = localize(quiz, language, QUIZ_FIELDS);
      const options = shown.values.options;
      const source = toSourceOptions([body.answer], options, quiz.options)[0]!;
      if (!allAmongOptions([source], quiz.options)) throw new AppError('validation', 400);
      const attempt = { answer: source, isCorrect: isCorrectAnswer([source], [quiz.correctAnswer]) };
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
      return {
        answer: fromSourceOptions([attempt.answer], options, quiz.options)[0]!,
        isCorrect: attempt.isCorrect,
        correctAnswer: fromSourceOptions([quiz.correctAnswer], options, quiz.options)[0]!,
        explanation: shown.values.explanation,
      };
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
