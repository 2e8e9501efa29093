import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanDatesBody, PlanResponse } from '../../../common/schemas/plan.ts';
import { api } from '../../lib/api-client.ts';
import { progressChanged, progressMeta } from '../../lib/progress.ts';
import './i18n.ts';

export const planKeys = { plan: ['plan'] as const };

/** The dates and the timeline; the weekly steps move with progress, so it carries progressMeta. */
export function usePlan() {
  return useQuery({
    queryKey: planKeys.plan,
    queryFn: () => api.get<PlanResponse>('/plan'),
    meta: progressMeta,
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dates: PlanDatesBody) => api.put<PlanResponse>('/plan', dates),
    onSuccess: (plan) => {
      client.setQueryData(planKeys.plan, plan);
      // The MPU date is the deadline of every review: the due reviews (progress) follow.
      return progressChanged(client);
    },
  });
}

export const CALENDAR_URL = '/api/plan/calendar.ics';
