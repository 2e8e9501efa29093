import { describe, expect, it } from 'vitest';
import { LEARN_AHEAD_MS } from './memory.ts';
import { type ReviewCard, reviewQueue } from './review-queue.ts';

const now = new Date('2026-12-03T10:00:00Z');
const startOfToday = new Date('2026-12-02T23:00:00Z');
const startOfWeek = new Date('2026-11-26T23:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const card = (questionId: string, due: Date, firstAnsweredAt = at(-30 * 86_400_000)): ReviewCard => ({
  questionId,
  due,
  lastReview: null,
  firstAnsweredAt,
});

const queue = (cards: ReviewCard[], visible: string[], dueLimit = 20, quota = 10) =>
  reviewQueue({
    visible,
    cards,
    mpuDate: null,
    now,
    startOfToday,
    startOfWeek,
    dueLimit,
    newQuota: () => quota,
  });

describe('reviewQueue', () => {
  it('lists due cards the longest overdue first, learn-ahead included, later ones not', () => {
    const q = queue(
      [
        card('b', at(-1000)),
        card('a', at(-5000)),
        card('c', at(LEARN_AHEAD_MS - 1)),
        card('d', at(LEARN_AHEAD_MS + 1)),
      ],
      ['a', 'b', 'c', 'd'],
    );
    expect(q.dueIds).toEqual(['a', 'b', 'c']);
    expect(q.counts).toEqual({ unseen: 0, due: 3, introducedToday: 0, firstSeenWeek: 0 });
  });

  it('ignores cards of questions no longer visible and takes new ones in the given order', () => {
    const q = queue([card('gone', at(-1)), card('x', at(-1), at(-1000))], ['n2', 'x', 'n1', 'n3'], 20, 2);
    expect(q.dueIds).toEqual(['x']);
    expect(q.newIds).toEqual(['n2', 'n1']);
    expect(q.counts).toEqual({ unseen: 3, due: 1, introducedToday: 1, firstSeenWeek: 1 });
  });

  it('fills the batch with due cards before new ones', () => {
    const q = queue([card('a', at(-2)), card('b', at(-1))], ['a', 'b', 'n1', 'n2'], 3, 10);
    expect([...q.dueIds, ...q.newIds]).toEqual(['a', 'b', 'n1']);
    expect(q.newQuestions).toBe(10);
  });
});
