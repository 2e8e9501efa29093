import { endOfGermanDay } from './dates.ts';
import { newReviewState, type ReviewState, reviewDeadline, scheduleReview } from './reviews.ts';
import { addDays, daysBetween } from './timeline.ts';

/**
 * The learner's memory of a question (decision 026): one row per learner and question, moved by
 * every answer — quiz, chapter quiz, video quiz or review. Pure; the server stores it in
 * `question_memory` in the same transaction as the answer.
 */
export const MEMORY_KINDS = ['exam', 'chapter', 'video'] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];
/** The kinds the daily reviews cover (exam questions and chapter questions). */
export const REVIEW_KINDS = ['exam', 'chapter'] as const satisfies readonly MemoryKind[];

export type Memory = ReviewState & {
  lastAnswer: string[];
  lastCorrect: boolean;
  /** Quiz answers (practice, chapter and video quizzes) and the right ones among them. */
  answerCount: number;
  correctCount: number;
  /** Review answers. */
  reviewCount: number;
  firstAnsweredAt: Date;
  lastAnsweredAt: Date;
};

export type Answer = { selected: string[]; correct: boolean; source: 'quiz' | 'review' };

/** The memory after one more answer at `now`; FSRS never schedules past the MPU deadline. */
export function remember(
  previous: Memory | undefined,
  answer: Answer,
  now: Date,
  deadline: Date | null,
): Memory {
  const state = scheduleReview(previous ?? newReviewState(now), answer.correct, now, deadline);
  return {
    ...state,
    lastAnswer: answer.selected,
    lastCorrect: answer.correct,
    answerCount: (previous?.answerCount ?? 0) + (answer.source === 'quiz' ? 1 : 0),
    correctCount: (previous?.correctCount ?? 0) + (answer.source === 'quiz' && answer.correct ? 1 : 0),
    reviewCount: (previous?.reviewCount ?? 0) + (answer.source === 'review' ? 1 : 0),
    firstAnsweredAt: previous?.firstAnsweredAt ?? now,
    lastAnsweredAt: now,
  };
}

/**
 * A card due within this many minutes counts as due now (Anki's 'learn ahead' limit): a question
 * answered wrong comes back in the same session instead of a minute after it.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** New questions per day when no MPU date is known. */
export const NEW_PER_DAY_WITHOUT_DATE = 10;
/** Days the forecast's pace looks back. */
export const PACE_DAYS = 7;

/** The last German day reviews are planned on: the day before the MPU (null without a date ahead). */
export function lastPlanDay(mpuDate: string | null, today: string): string | null {
  if (!mpuDate) return null;
  const last = addDays(mpuDate, -1);
  return last >= today ? last : null;
}

/**
 * How many questions never seen are new today, so every question is seen at least once by the day
 * before the MPU: what was unseen this morning spread evenly over the days left (today included). It
 * adapts by itself: a moved date changes the days left, days missed leave more per day.
 */
export function newQuotaToday(input: {
  unseen: number;
  introducedToday: number;
  mpuDate: string | null;
  today: string;
}): number {
  const { unseen, introducedToday, today } = input;
  const last = lastPlanDay(input.mpuDate, today);
  const perDay = last
    ? Math.ceil((unseen + introducedToday) / (daysBetween(today, last) + 1))
    : NEW_PER_DAY_WITHOUT_DATE;
  return Math.max(0, Math.min(unseen, perDay - introducedToday));
}

/**
 * Consecutive German days with reviews, ending today — or yesterday while today's are still open.
 * `days` are the days with reviews (any order).
 */
export function streak(days: readonly string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (set.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}

/**
 * 'Bei diesem Tempo sind Sie am … durch': the day every question will have been seen at least once,
 * at the pace of the last PACE_DAYS days (questions seen for the first time). Null without a pace;
 * today when nothing is left.
 */
export function forecastDoneOn(unseen: number, firstSeenLastWeek: number, today: string): string | null {
  if (unseen === 0) return today;
  if (firstSeenLastWeek === 0) return null;
  return addDays(today, Math.ceil(unseen / (firstSeenLastWeek / PACE_DAYS)));
}

/**
 * The MPU date as a deadline at `now`: `lastDay` starts the day before the MPU (the last planned day),
 * `mpu` starts the MPU day. Null without a date or once the MPU day has begun.
 */
export function planDeadlines(mpuDate: string | null, now: Date): { lastDay: Date; mpu: Date } | null {
  const mpu = reviewDeadline(mpuDate);
  if (!mpuDate || !mpu || mpu <= now) return null;
  return { lastDay: endOfGermanDay(addDays(mpuDate, -2)), mpu };
}

/**
 * Where FSRS's next interval must end at `now`: by the start of the last planned day (so the review
 * happens on a day before the MPU); on that day itself, by the start of the MPU day.
 */
export function scheduleDeadline(mpuDate: string | null, now: Date): Date | null {
  const deadlines = planDeadlines(mpuDate, now);
  if (!deadlines) return null;
  return now < deadlines.lastDay ? deadlines.lastDay : deadlines.mpu;
}

/**
 * Is a card due at `now`? When FSRS's date has come — or, on the last planned day, when it was not
 * reviewed that day (a card whose interval ran past an MPU date that has since moved earlier).
 */
export function isDue(
  card: { due: Date; lastReview: Date | null },
  mpuDate: string | null,
  now: Date,
): boolean {
  if (card.due.getTime() <= now.getTime() + LEARN_AHEAD_MS) return true;
  const deadlines = planDeadlines(mpuDate, now);
  return Boolean(
    deadlines && deadlines.lastDay <= now && !(card.lastReview && card.lastReview >= deadlines.lastDay),
  );
}
