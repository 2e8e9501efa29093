import { isDue } from './memory.ts';

/** A learner's memory row as the daily reviews read it. */
export type ReviewCard = { questionId: string; due: Date; lastReview: Date | null; firstAnsweredAt: Date };

/**
 * 'Heute fällig' from the questions the learner can open (`visible`, in the order new ones are
 * shown) and their memory rows (decisions 026, 047): the counts, the due questions (the longest
 * overdue first) and today's share of the questions never seen (`newQuota`), as many as fit in `dueLimit`. Cards of questions no longer
 * visible do not count. Pure: the server reads the rows, this decides.
 */
export function reviewQueue(input: {
  visible: readonly string[];
  cards: readonly ReviewCard[];
  mpuDate: string | null;
  now: Date;
  startOfToday: Date;
  startOfWeek: Date;
  dueLimit: number;
  /** How many never-seen questions are for today. */
  newQuota: (counts: { unseen: number; introducedToday: number }) => number;
}) {
  const visible = new Set(input.visible);
  const seen = input.cards.filter((card) => visible.has(card.questionId));
  const due = seen
    .filter((card) => isDue(card, input.mpuDate, input.now))
    .sort((a, b) => a.due.getTime() - b.due.getTime() || (a.questionId < b.questionId ? -1 : 1));
  const counts = {
    unseen: visible.size - seen.length,
    due: due.length,
    introducedToday: seen.filter((card) => card.firstAnsweredAt >= input.startOfToday).length,
    firstSeenWeek: seen.filter((card) => card.firstAnsweredAt >= input.startOfWeek).length,
  };
  const dueIds = due.slice(0, input.dueLimit).map((card) => card.questionId);
  const newQuestions = input.newQuota(counts);
  const wanted = Math.min(newQuestions, input.dueLimit - dueIds.length);
  const seenIds = new Set(seen.map((card) => card.questionId));
  const newIds: string[] = [];
  for (const id of input.visible) {
    if (newIds.length >= wanted) break;
    if (!seenIds.has(id)) newIds.push(id);
  }
  return { counts, newQuestions, dueIds, newIds };
}
