import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_PAGE_SIZE,
  isCategoryVisible,
  QUIZ_PAGE_SIZE,
  RANDOM_QUIZ_SIZE,
  RECENT_ACTIVITY_SIZE,
} from '../../../common/domain/exam.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { allAmongOptions, isCorrectAnswer } from '../../../common/domain/quiz.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type {
  Activity,
  AnswerBody,
  AnswerResult,
  Hub,
  QuizPage,
  QuizQuery,
} from '../../../common/schemas/exam.ts';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { type Clock, systemClock } from '../../kernel/clock.ts';
import { decodeCursor, encodeCursor } from '../../kernel/cursor.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as attempts from './attempts.repo.ts';
import * as repo from './exam.repo.ts';
import { createQuestionKeyCache, type QuestionKeyCache } from './question-keys.ts';
import {
  categoryText,
  presentQuestion,
  questionText,
  selectedInGerman,
  shownOptions,
} from './question-language.ts';

const toActivity = (
  {
    translations,
    categoryTranslations,
    options,
    ...row
  }: Awaited<ReturnType<typeof attempts.listActivity>>[number],
  language: Language,
): Activity => {
  const text = questionText({ question: row.question, options, translations }, language);
  return {
    ...row,
    ...categoryText({ categoryName: row.categoryName, categoryTranslations }, language),
    question: text.question,
    lang: text.lang,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The learner side of exam questions: hub, quiz pages, answers, activity. */
export function createExamService(deps: { db: Db; keys?: QuestionKeyCache; clock?: Clock }) {
  const { db } = deps;
  const keys = deps.keys ?? createQuestionKeyCache(db);
  const recordAttempt = attempts.createAttemptWriter(db, deps.clock ?? systemClock);

  /** A question deleted since its key was cached fails the foreign key: it is gone (404). */
  async function recordOrNotFound(attempt: attempts.NewAttempt) {
    try {
      return await recordAttempt(attempt);
    } catch (error) {
      if (sqlState(error) === '23503') throw notFound();
      throw error;
    }
  }

  return {
    async hub(user: SessionUser, language: Language = 'de'): Promise<Hub> {
      const reasons = effectiveReasons(user);
      const [categories, recent, activityCount, wrongCount] = await Promise.all([
        repo.listCategories(db, repo.visibleTo(reasons)),
        attempts.listActivity(db, user.id, language, RECENT_ACTIVITY_SIZE),
        attempts.countActivity(db, user.id),
        repo.countQuestions(db, { userId: user.id, reasons, wrongOnly: true }),
      ]);
      return {
        questionCount: categories.reduce((sum, c) => sum + c.questionCount, 0),
        wrongCount,
        categories: categories.map(({ translations, ...category }) => {
          const shown = localize({ ...category, translations }, language, ['name', 'description']);
          return { ...category, ...shown.values, lang: shown.lang };
        }),
        recent: recent.map((row) => toActivity(row, language)),
        activityCount,
      };
    },

    async activity(user: SessionUser, page: number, language: Language = 'de') {
      const [items, total] = await Promise.all([
        attempts.listActivity(db, user.id, language, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE),
        attempts.countActivity(db, user.id),
      ]);
      return {
        items: items.map((row) => toActivity(row, language)),
        total,
        page,
        pageSize: ACTIVITY_PAGE_SIZE,
      };
    },

    /** One page of a quiz run, without answer keys (they come with the answer). */
    async quiz(user: SessionUser, query: QuizQuery, language: Language = 'de'): Promise<QuizPage> {
      const reasons = effectiveReasons(user);
      const runId = query.runId ?? randomUUID();
      const present = (row: repo.LearnerQuestionRow) => presentQuestion(row, language);
      if (query.mode === 'random') {
        const questions = (await repo.randomQuestions(db, reasons, RANDOM_QUIZ_SIZE, language)).map(present);
        return { runId, total: questions.length, questions, next: null, category: null };
      }
      let category: { id: string; name: string; lang: Language } | null = null;
      if (query.mode === 'category') {
        if (!query.categoryId) throw new AppError('validation', 400);
        const found = await repo.findVisibleCategory(db, query.categoryId, reasons);
        if (!found) throw notFound();
        const shown = localize(found, language, ['name']);
        category = { id: found.id, name: shown.values.name, lang: shown.lang };
      }
      const filter: repo.QuestionFilter = {
        userId: user.id,
        reasons,
        categoryId: category?.id,
        wrongOnly: query.mode === 'wrong',
      };
      const cursor = query.after ? decodeCursor(query.after) : undefined;
      const after = cursor && { name: cursor[0]!, id: cursor[1]! };
      // A linked question first (mode category), then the others without it.
      const first =
        category && query.first && !after
          ? await repo.oneQuestion(db, filter, query.first, language)
          : undefined;
      const rest = category && query.first ? { ...filter, exclude: query.first } : filter;
      const room = QUIZ_PAGE_SIZE - (first ? 1 : 0);
      const [rows, total] = await Promise.all([
        repo.pageQuestions(db, rest, after, room + 1, language),
        repo.countQuestions(db, filter),
      ]);
      const questions = [...(first ? [first] : []), ...rows.slice(0, room)];
      const last = questions.at(-1);
      const next = rows.length > room && last ? encodeCursor([last.categoryName, last.id]) : null;
      return { runId, total, questions: questions.map(present), next, category };
    },

    /**
     * The server judges the answer (exact set, SPEC §5) and records it once per question and run;
     * only then does the learner get the correct answers and the explanation.
     */
    async answer(
      user: SessionUser,
      questionId: string,
      body: AnswerBody,
      language: Language = 'de',
    ): Promise<AnswerResult> {
      const question = await keys.get(questionId);
      if (!question || !isCategoryVisible(question.mpuTypes, effectiveReasons(user))) throw notFound();
      // The texts as shown count by their position: stored and judged as the German options.
      const selected = selectedInGerman(question, language, body.selected);
      if (!allAmongOptions(selected, question.options)) {
        throw new AppError('validation', 400);
      }
      const stored = await recordOrNotFound({
        userId: user.id,
        questionId,
        runId: body.runId,
        attemptId: body.attemptId,
        selectedAnswers: selected,
        isCorrect: isCorrectAnswer(selected, question.correctAnswers),
      });
      if (!stored) throw notFound();
      // The attempt id was used for another question: not a resend of this answer.
      if (stored.questionId !== questionId) throw conflict();
      return {
        correct: stored.isCorrect,
        selected: shownOptions(question, language, stored.selectedAnswers),
        correctAnswers: shownOptions(question, language, question.correctAnswers),
        explanation: questionText(question, language).explanation,
      };
    },
  };
}

export type ExamService = ReturnType<typeof createExamService>;
