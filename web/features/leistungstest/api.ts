import { useQuery } from '@tanstack/react-query';
import type { HistoryResponse, Run, RunBody } from '../../../common/schemas/leistungstest.ts';
import { api } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';
import './i18n.ts';

export const leistungstestKeys = {
  all: ['leistungstest'] as const,
  runs: ['leistungstest', 'runs'] as const,
};

/** The learner's own runs, newest first. */
export function useRuns() {
  return useQuery({
    queryKey: leistungstestKeys.runs,
    queryFn: () => api.get<HistoryResponse>('/leistungstest/runs'),
    select: (data) => data.runs,
  });
}

/** Saves one run; the history is read again (the server places and prunes it). */
export function useSaveRun() {
  return useRefetchingMutation(leistungstestKeys.all, (run: RunBody) =>
    api.post<Run>('/leistungstest/runs', run),
  );
}
