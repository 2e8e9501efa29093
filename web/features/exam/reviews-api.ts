import { useQuery } from '@tanstack/react-query';
import de from '../../../common/i18n/de/reviews.json';
import type { ReviewAnswer, Reviews } from '../../../common/schemas/reviews.ts';
import { api } from '../../lib/api-client.ts';
import { addTranslations } from '../../lib/i18n.ts';
import { useAnswerMutation } from '../../lib/offline/answer-mutation.ts';
import { queuedAnswers } from '../../lib/offline/queue.ts';
import { progressMeta, useProgressChanged } from '../../lib/progress.ts';
import { examKeys } from './api.ts';

await addTranslations('reviews', de, {
  en: () => import('../../../common/i18n/en/reviews.json'),
  tr: () => import('../../../common/i18n/tr/reviews.json'),
});

/** Today's due count (the cards on the overview and the plan): refreshed when progress changes. */
export function useDueReviews() {
  return useQuery({
    queryKey: examKeys.dueReviews(),
    queryFn: () => api.get<Reviews>('/reviews'),
    meta: progressMeta,
  });
}

/**
 * The questions of one review session: loaded once, so it does not reload under the learner. Offline
 * (the service worker's copy), questions already answered and waiting in the queue are left out.
 */
export function useReviewSession(round: number) {
  return useQuery({
    queryKey: examKeys.reviewSession(round),
    queryFn: async () => {
      const reviews = await api.get<Reviews>('/reviews');
      const waiting = new Set(queuedAnswers().map((answer) => answer.key));
      return { ...reviews, items: reviews.items.filter((item) => !waiting.has(item.id)) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * The attempt id is made once per question shown, so a retried request is stored once. Without a
 * connection the answer is queued (decision 027) and `queued: true` comes back instead of a result.
 */
export function useReviewAnswer() {
  const progressChanged = useProgressChanged();
  return useAnswerMutation<{ questionId: string; attemptId: string; selected: string[] }, ReviewAnswer>({
    request: (input) => ({
      id: input.attemptId,
      key: input.questionId,
      path: `/reviews/${input.questionId}/answer`,
      body: { attemptId: input.attemptId, selected: input.selected },
    }),
    retry: 2,
    onResult: () => void progressChanged(),
  });
}
