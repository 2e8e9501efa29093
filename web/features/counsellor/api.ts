import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CounsellorLearner,
  CounsellorLearnerList,
  FeedbackBody,
  FeedbackThread,
  SharedMaterial,
} from '../../../common/schemas/counsellor.ts';
import { api } from '../../lib/api-client.ts';
import './i18n.ts';

export const counsellorKeys = {
  all: ['counsellor'] as const,
  learners: () => [...counsellorKeys.all, 'learners'] as const,
  learner: (id: string) => [...counsellorKeys.all, 'learner', id] as const,
  material: (id: string) => [...counsellorKeys.learner(id), 'material'] as const,
  thread: (id: string) => [...counsellorKeys.learner(id), 'thread'] as const,
};

/**
 * The counsellor's assigned learners with their progress figures (issue 30). Every query here is
 * another person's data that changes without the counsellor doing anything (a share, a withdrawal,
 * an answer): read again on every visit, never from the app-wide 30 s cache.
 */
export function useCounsellorLearners() {
  return useQuery({
    queryKey: counsellorKeys.learners(),
    queryFn: async () => (await api.get<CounsellorLearnerList>('/counsellor/learners')).learners,
    staleTime: 0,
  });
}

export function useCounsellorLearner(id: string) {
  return useQuery({
    queryKey: counsellorKeys.learner(id),
    queryFn: () => api.get<CounsellorLearner>(`/counsellor/learners/${id}`),
    staleTime: 0,
  });
}

/** Only what the learner shares now; read again on every visit (a withdrawn share is gone). */
export function useSharedMaterial(id: string) {
  return useQuery({
    queryKey: counsellorKeys.material(id),
    queryFn: () => api.get<SharedMaterial>(`/counsellor/learners/${id}/material`),
    staleTime: 0,
  });
}

export function useLearnerThread(id: string) {
  return useQuery({
    queryKey: counsellorKeys.thread(id),
    queryFn: () => api.get<FeedbackThread>(`/counsellor/learners/${id}/messages`),
    staleTime: 0,
  });
}

/** Sending and reading answer with the thread as it is now. */
export function useLearnerThreadWrite(id: string, action: 'send' | 'read') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body?: FeedbackBody) =>
      api.post<FeedbackThread>(
        `/counsellor/learners/${id}/messages${action === 'read' ? '/read' : ''}`,
        body ?? {},
      ),
    onSuccess: (thread) => client.setQueryData(counsellorKeys.thread(id), thread),
  });
}
