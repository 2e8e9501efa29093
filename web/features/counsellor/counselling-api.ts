import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareKind } from '../../../common/domain/counsellor.ts';
import type { CounsellingState, FeedbackBody, FeedbackThread } from '../../../common/schemas/counsellor.ts';
import { api } from '../../lib/api-client.ts';
import './i18n.ts';

/** The learner's side (issue 30): their counsellor, what they share, the feedback thread. */
export const counsellingKeys = {
  all: ['counselling'] as const,
  state: () => [...counsellingKeys.all, 'state'] as const,
  thread: () => [...counsellingKeys.all, 'thread'] as const,
};

export function useCounselling(enabled = true) {
  return useQuery({
    queryKey: counsellingKeys.state(),
    queryFn: () => api.get<CounsellingState>('/counselling'),
    enabled,
  });
}

/** The answer is the new state (the switches and every record). */
export function useSetShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, shared }: { kind: ShareKind; shared: boolean }) =>
      api.put<CounsellingState>(`/counselling/shares/${kind}`, { shared }),
    onSuccess: (state) => client.setQueryData(counsellingKeys.state(), state),
  });
}

/**
 * The thread changes without the learner doing anything (the counsellor writes): read again
 * whenever a screen that shows it opens, never from the app-wide 30 s cache, so the bell (which
 * shares this query) counts a new message as soon as the learner opens the overview or the case.
 */
export function useThread(enabled = true) {
  return useQuery({
    queryKey: counsellingKeys.thread(),
    queryFn: () => api.get<FeedbackThread>('/counselling/messages'),
    enabled,
    staleTime: 0,
  });
}

/** Sending and reading answer with the thread as it is now. */
export function useThreadWrite(action: 'send' | 'read') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body?: FeedbackBody) =>
      action === 'send'
        ? api.post<FeedbackThread>('/counselling/messages', body)
        : api.post<FeedbackThread>('/counselling/messages/read', {}),
    onSuccess: (thread) => client.setQueryData(counsellingKeys.thread(), thread),
  });
}
