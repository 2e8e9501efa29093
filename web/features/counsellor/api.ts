import { useQuery } from '@tanstack/react-query';
import type { CounsellorLearner, CounsellorLearnerList } from '../../../common/schemas/counsellor.ts';
import { api } from '../../lib/api-client.ts';
import './i18n.ts';

export const counsellorKeys = {
  all: ['counsellor'] as const,
  learners: () => [...counsellorKeys.all, 'learners'] as const,
  learner: (id: string) => [...counsellorKeys.all, 'learner', id] as const,
};

/** The counsellor's assigned learners with their progress figures (issue 30). */
export function useCounsellorLearners() {
  return useQuery({
    queryKey: counsellorKeys.learners(),
    queryFn: async () => (await api.get<CounsellorLearnerList>('/counsellor/learners')).learners,
  });
}

export function useCounsellorLearner(id: string) {
  return useQuery({
    queryKey: counsellorKeys.learner(id),
    queryFn: () => api.get<CounsellorLearner>(`/counsellor/learners/${id}`),
  });
}
