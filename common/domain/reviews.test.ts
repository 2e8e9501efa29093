import { describe, expect, it } from 'vitest';
import { newReviewState, reviewDeadline, scheduleReview } from './reviews.ts';

const day = 86_400_000;

describe('scheduleReview (FSRS with a fixed clock)', () => {
  const start = new Date('2026-11-26T09:00:00Z');

  it('a right answer waits longer each time; a wrong one comes back the same day', () => {
    let state = newReviewState(start);
    let now = start;
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      state = scheduleReview(state, true, now, null);
      gaps.push(state.due.getTime() - now.getTime());
      now = state.due;
    }
    expect(gaps[3]).toBeGreaterThan(gaps[2] ?? 0);
    expect(gaps[3]).toBeGreaterThan(day);
    const lapse = scheduleReview(state, false, now, null);
    expect(lapse.due.getTime() - now.getTime()).toBeLessThan(day);
    expect(lapse.lapses).toBe(1);
  });

  it('never schedules a review on or after the MPU day, also when the date moves', () => {
    const deadline = reviewDeadline('2026-12-10');
    expect(deadline?.toISOString()).toBe('2026-12-09T23:00:00.000Z');
    let state = newReviewState(start);
    let now = start;
    for (let i = 0; i < 8 && now < (deadline ?? now); i++) {
      state = scheduleReview(state, true, now, deadline);
      expect(state.due.getTime()).toBeLessThanOrEqual(deadline?.getTime() ?? 0);
      now = new Date(Math.max(state.due.getTime(), now.getTime() + 60_000));
    }
    // The MPU moves earlier: the next review fits before the new date.
    const earlier = reviewDeadline('2026-12-01');
    const moved = scheduleReview(newReviewState(start), true, new Date('2026-11-30T08:00:00Z'), earlier);
    expect(moved.due.getTime()).toBeLessThanOrEqual(earlier?.getTime() ?? 0);
  });

  it('after the MPU day the deadline no longer applies', () => {
    const after = new Date('2026-12-20T10:00:00Z');
    const state = scheduleReview(newReviewState(after), true, after, reviewDeadline('2026-12-10'));
    expect(state.due.getTime()).toBeGreaterThan(after.getTime());
  });
});
