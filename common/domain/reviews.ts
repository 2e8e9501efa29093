import { type Card, createEmptyCard, fsrs, Rating, type State } from 'ts-fsrs';
import { endOfGermanDay } from './dates.ts';
import { addDays } from './timeline.ts';

/**
 * Spaced repetition of exam questions (issue 11) with FSRS (ts-fsrs). A right answer rates 'Good', a
 * wrong one 'Again'. The MPU date is a deadline: no review is scheduled on or after the MPU day.
 */
export type ReviewState = {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
};

const scheduler = fsrs({ enable_fuzz: false });

/** A question never reviewed: due at once. */
export function newReviewState(now: Date): ReviewState {
  return fromCard(createEmptyCard(now));
}

function fromCard(card: Card): ReviewState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

function toCard(state: ReviewState): Card {
  return {
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state as State,
    last_review: state.lastReview ?? undefined,
  };
}

/** The last moment a review may be due: the start of the MPU day in Germany (the day before ends). */
export function reviewDeadline(mpuDate: string | null): Date | null {
  return mpuDate ? endOfGermanDay(addDays(mpuDate, -1)) : null;
}

/**
 * The state after an answer at `now`. With a deadline still ahead, the next review is due before it,
 * however long FSRS would wait.
 */
export function scheduleReview(
  state: ReviewState,
  correct: boolean,
  now: Date,
  deadline: Date | null,
): ReviewState {
  const next = fromCard(scheduler.next(toCard(state), now, correct ? Rating.Good : Rating.Again).card);
  if (deadline && deadline > now && next.due > deadline) {
    const scheduledDays = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 86_400_000));
    return { ...next, due: deadline, scheduledDays };
  }
  return next;
}
