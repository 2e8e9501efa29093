import { useQuery } from '@tanstack/react-query';
import type { ProgressHistory } from '../../../common/schemas/progress.ts';
import { api } from '../../lib/api-client.ts';
import { progressMeta } from '../../lib/progress.ts';

export const progressKeys = { all: ['progress'] as const, history: ['progress', 'history'] as const };

/** The learner's daily snapshots (written by the server's job; never computed here). */
export function useProgressHistory() {
  return useQuery({
    queryKey: progressKeys.history,
    queryFn: () => api.get<ProgressHistory>('/progress'),
    meta: progressMeta,
  });
}
