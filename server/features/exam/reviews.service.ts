import { isCategoryVisible } from '../../../common/domain/exam.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { isCorrectAnswer } from '../../../common/domain/quiz.ts';
import { newReviewState, reviewDeadline, scheduleReview } from '../../../common/domain/reviews.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { ReviewAnswer, ReviewAnswerBody, Reviews } from '../../../common/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { QuestionKeyCache } from './question-keys.ts';
import { presentQuestion, questionText, selectedInGerman, shownOptions } from './question-language.ts';
import * as repo from './reviews.repo.ts';

export const REVIEW_BATCH = 20;

/**
 * Spaced repetition of the exam questions a learner has answered (issue 11, FSRS in
 * common/domain/reviews.ts). The MPU date (from the plan) is the deadline of every interval.
 */
export function createReviewsService(deps: {
  db: Db;
  clock: Clock;
  keys: QuestionKeyCache;
  mpuDateOf: (userId: string) => Promise<string | null>;
}) {
  const { db, clock, keys, mpuDateOf } = deps;

  return {
    async due(user: SessionUser, language: Language = 'de'): Promise<Reviews> {
      const reasons = effectiveReasons(user);
      const now = clock.now();
      const [dueCount, rows] = await Promise.all([
        repo.countDue(db, user.id, reasons, now),
        repo.listDue(db, user.id, reasons, now, REVIEW_BATCH),
      ]);
      return { dueCount, items: rows.map((row) => presentQuestion(row, language)) };
    },

    /**
     * Judged on the server; stored once per attempt id (a retry gets the first result back, the
     * memory state moves once). An attempt id used for another question or learner is a conflict.
     */
    async answer(
      user: SessionUser,
      questionId: string,
      body: ReviewAnswerBody,
      language: Language = 'de',
    ): Promise<ReviewAnswer> {
      const question = await keys.get(questionId);
      if (!question || !isCategoryVisible(question.mpuTypes, effectiveReasons(user))) throw notFound();
      const selected = selectedInGerman(question, language, body.selected);
      if (!selected.every((answer) => question.options.includes(answer))) {
        throw new AppError('validation', 400);
      }
      const deadline = reviewDeadline(await mpuDateOf(user.id));
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const review = {
          userId: user.id,
          questionId,
          selectedAnswers: selected,
          isCorrect: isCorrectAnswer(selected, question.correctAnswers),
        };
        if (!(await repo.insertLog(tx, body.attemptId, review))) {
          const stored = await repo.findLog(tx, body.attemptId);
          if (!stored || stored.userId !== user.id || stored.questionId !== questionId) throw conflict();
          const card = await repo.findCard(tx, user.id, questionId);
          return { ...stored, due: card?.due ?? now };
        }
        const card = await repo.findCard(tx, user.id, questionId, true);
        const next = scheduleReview(card ?? newReviewState(now), review.isCorrect, now, deadline);
        await repo.saveCard(tx, user.id, questionId, next);
        return { ...review, due: next.due };
      });
      return {
        correct: result.isCorrect,
        selected: shownOptions(question, language, result.selectedAnswers),
        correctAnswers: shownOptions(question, language, question.correctAnswers),
        explanation: questionText(question, language).explanation,
        nextDue: result.due.toISOString(),
      };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
