import { useMutation, useQuery } from '@tanstack/react-query';
import de from '../../../common/i18n/de/reviews.json';
import en from '../../../common/i18n/en/reviews.json';
import tr from '../../../common/i18n/tr/reviews.json';
import type { ReviewAnswer, Reviews } from '../../../common/schemas/reviews.ts';
import { api } from '../../lib/api-client.ts';
import { addTranslations } from '../../lib/i18n.ts';
import { progressMeta, useProgressChanged } from '../../lib/progress.ts';

addTranslations('reviews', { de, en, tr });

export const reviewKeys = { due: ['reviews', 'due'] as const, session: ['reviews', 'session'] as const };

/** Today's due count (the cards on the overview and the plan): refreshed when progress changes. */
export function useDueReviews() {
  return useQuery({
    queryKey: reviewKeys.due,
    queryFn: () => api.get<Reviews>('/reviews'),
    meta: progressMeta,
  });
}

/** The questions of one review session: loaded once, so it does not reload under the learner. */
export function useReviewSession(round: number) {
  return useQuery({
    queryKey: [...reviewKeys.session, round],
    queryFn: () => api.get<Reviews>('/reviews'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** The attempt id is made once per question shown, so a retried request is stored once. */
export function useReviewAnswer() {
  const progressChanged = useProgressChanged();
  return useMutation({
    mutationFn: (input: { questionId: string; attemptId: string; selected: string[] }) =>
      api.post<ReviewAnswer>(`/reviews/${input.questionId}/answer`, {
        attemptId: input.attemptId,
        selected: input.selected,
      }),
    retry: 2,
    onSuccess: () => progressChanged(),
  });
}
