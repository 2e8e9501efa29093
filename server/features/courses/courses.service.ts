import { createGlossaryMatcher, type GlossaryEntry } from '../../../common/domain/glossary-marking.ts';
import { isPageAllowed, type Role } from '../../../common/domain/pages.ts';
import { shuffled } from '../../../common/domain/quiz.ts';
import { fromSourceOptions, localize, toSourceOptions } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type {
  CourseDetail,
  CourseSummary,
  GlossaryBrief,
  QuizAttemptResult,
} from '../../../common/schemas/courses.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import * as repo from './courses.repo.ts';

/** What the courses feature needs from the glossary (injected in app.ts). */
export type GlossarySource = {
  allTerms: (language: Language) => Promise<GlossaryEntry[]>;
  briefByIds: (ids: string[], language: Language) => Promise<GlossaryBrief[]>;
};

export type CoursesDeps = {
  db: Db;
  glossary: GlossarySource;
};

type Viewer = { id: string; role: Role };

const QUIZ_FIELDS = ['question', 'options', 'explanation'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCoursesService({ db, glossary }: CoursesDeps) {
  /** Glossary entries found in the chapters, if this user may open the glossary at all. */
  async function glossaryFor(user: Viewer, texts: string[], language: Language): Promise<GlossaryBrief[]> {
    const row = await repo.pagePermission(db, user.id, 'lexicon');
    const rows = row === undefined ? [] : [{ page: 'lexicon' as const, allowed: row }];
    if (!isPageAllowed(user.role, rows, 'lexicon')) return [];
    const matcher = createGlossaryMatcher(await glossary.allTerms(language));
    const ids = new Set<string>();
    for (const text of texts) for (const id of matcher.find(text)) ids.add(id);
    return glossary.briefByIds([...ids], language);
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
     * One answer per user and question; locked afterwards (SPEC §4). The answer is the option text
     * as shown; it counts by its position among the options in that language (decision 028) and is
     * stored as the German option.
     */
    async answer(
      userId: string,
      quizId: string,
      answer: string,
      language: Language = 'de',
    ): Promise<QuizAttemptResult> {
      const quiz = await repo.findQuiz(db, quizId);
      if (!quiz) throw notFound();
      const shown = localize(quiz, language, QUIZ_FIELDS);
      const options = shown.values.options;
      const source = toSourceOptions([answer], options, quiz.options)[0]!;
      if (!quiz.options.includes(source)) throw new AppError('validation', 400);
      const isCorrect = source === quiz.correctAnswer;
      if (!(await repo.insertAttempt(db, { userId, quizId, answer: source, isCorrect }))) throw conflict();
      return {
        answer: fromSourceOptions([source], options, quiz.options)[0]!,
        isCorrect,
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
