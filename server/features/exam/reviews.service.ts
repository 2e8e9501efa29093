import { randomUUID } from 'node:crypto';
import { endOfGermanDay, todayInGermany } from '../../../common/domain/dates.ts';
import { isCategoryVisible } from '../../../common/domain/exam.ts';
import {
  forecastDoneOn,
  type MemoryKind,
  newQuotaToday,
  PACE_DAYS,
  streak,
} from '../../../common/domain/memory.ts';
import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import { allAmongOptions, isCorrectAnswer } from '../../../common/domain/quiz.ts';
import { reviewQueue } from '../../../common/domain/review-queue.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { ReviewAnswer, ReviewAnswerBody, Reviews } from '../../../common/schemas/reviews.ts';
import type { Db } from '../../db/client.ts';
import { rememberAnswers } from '../../db/memory.ts';
import { CONTENT_VERSION_KEY, createVersionedCache } from '../../db/versioned-cache.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { QuestionKeyCache } from './question-keys.ts';
import { presentQuestion, questionText, selectedInGerman, shownOptions } from './question-language.ts';
import * as repo from './reviews.repo.ts';

export const REVIEW_BATCH = 20;

type Judged = {
  kind: MemoryKind;
  question: string;
  options: string[];
  translations: Translations;
  correctAnswers: string[];
  explanation: string;
};

/** A chapter course is for the learner when it has no reasons, they have none, or they overlap. */
const courseVisible = (types: readonly MpuType[], reasons: readonly MpuType[]) =>
  types.length === 0 || reasons.length === 0 || types.some((t) => reasons.includes(t));

/**
 * Daily reviews (issue 11, decision 026): FSRS over the exam and chapter questions a learner can open,
 * read from their memory rows. The MPU date is the deadline: no interval ends after it, and the
 * questions never seen are spread over the days left so each is seen at least once before it.
 */
export function createReviewsService(deps: {
  db: Db;
  clock: Clock;
  keys: QuestionKeyCache;
  mpuDateOf: (userId: string) => Promise<string | null>;
}) {
  const { db, clock, keys, mpuDateOf } = deps;
  // The questions the reviews cover per set of reasons, read again only when content changed: the one
  // read over every visible question (decision 047).
  const reviewable = createVersionedCache(db, CONTENT_VERSION_KEY, async (key: string) =>
    (await repo.listReviewable(db, key ? (key.split(',') as MpuType[]) : [])).map((row) => row.id),
  );

  async function judgeable(user: SessionUser, questionId: string): Promise<Judged> {
    const reasons = effectiveReasons(user);
    const exam = await keys.get(questionId);
    if (exam) {
      if (!isCategoryVisible(exam.mpuTypes, reasons)) throw notFound();
      return { kind: 'exam', ...exam };
    }
    const chapter = await repo.findChapterQuestion(db, questionId);
    if (!chapter || !courseVisible(chapter.mpuTypes, reasons)) throw notFound();
    return { kind: 'chapter', ...chapter, correctAnswers: [chapter.correctAnswer] };
  }

  return {
    async due(user: SessionUser, language: Language = 'de'): Promise<Reviews> {
      const reasons = effectiveReasons(user);
      const now = clock.now();
      const today = todayInGermany(now);
      const [visible, cards, days, mpuDate] = await Promise.all([
        reviewable.get([...reasons].sort().join(',')),
        repo.reviewMemory(db, user.id),
        repo.reviewDaysOf(db, user.id),
        mpuDateOf(user.id),
      ]);
      const queue = reviewQueue({
        visible,
        cards,
        mpuDate,
        now,
        startOfToday: endOfGermanDay(addDays(today, -1)),
        startOfWeek: endOfGermanDay(addDays(today, -PACE_DAYS)),
        dueLimit: REVIEW_BATCH,
        newQuota: (counts) => newQuotaToday({ ...counts, mpuDate, today }),
      });
      const items = await repo.itemsByIds(db, reasons, [...queue.dueIds, ...queue.newIds]);
      const { counts, newQuestions } = queue;
      return {
        dueCount: counts.due + newQuestions,
        items: [...queue.dueIds, ...queue.newIds]
          .flatMap((id) => items.get(id) ?? [])
          .map((item) => presentQuestion(item, language)),
        today: {
          reviews: counts.due,
          newQuestions,
          unseen: counts.unseen,
          streak: streak(days, today),
          doneToday: days[0] === today,
          forecast: forecastDoneOn(counts.unseen, counts.firstSeenWeek, today),
          mpuDate,
        },
      };
    },

    /**
     * Judged on the server; stored once per attempt id (a retry gets the first result back, the
     * memory moves once). An attempt id used for another question or learner is a conflict.
     */
    async answer(
      user: SessionUser,
      questionId: string,
      body: ReviewAnswerBody,
      language: Language = 'de',
    ): Promise<ReviewAnswer> {
      const question = await judgeable(user, questionId);
      const selected = selectedInGerman(question, language, body.selected);
      if (!allAmongOptions(selected, question.options)) {
        throw new AppError('validation', 400);
      }
      const now = clock.now();
      const attemptId = body.attemptId ?? randomUUID();
      const result = await db.transaction(async (tx) => {
        const review = {
          userId: user.id,
          questionId,
          kind: question.kind,
          selectedAnswers: selected,
          isCorrect: isCorrectAnswer(selected, question.correctAnswers),
        };
        if (!(await repo.insertLog(tx, attemptId, review))) {
          const stored = await repo.findLog(tx, attemptId);
          if (!stored || stored.userId !== user.id || stored.questionId !== questionId) throw conflict();
          return { ...stored, due: (await repo.nextDue(tx, user.id, questionId)) ?? now };
        }
        await rememberAnswers(
          tx,
          [{ ...review, selected: review.selectedAnswers, correct: review.isCorrect, source: 'review' }],
          now,
        );
        return { ...review, due: (await repo.nextDue(tx, user.id, questionId)) ?? now };
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
