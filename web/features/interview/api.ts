import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type {
  InterviewSession,
  ReportTrend,
  reportResponse,
  trainerState,
} from '../../../common/schemas/interview.ts';
import { api } from '../../lib/api-client.ts';
import './i18n.ts';

export type TrainerState = z.infer<typeof trainerState>;
export type ReportResponse = z.infer<typeof reportResponse>;

export const interviewKeys = {
  all: ['interview'] as const,
  state: () => [...interviewKeys.all, 'state'] as const,
  trend: () => [...interviewKeys.all, 'trend'] as const,
  report: (id: string | null) => [...interviewKeys.all, 'report', id] as const,
};

export function useTrainerState() {
  return useQuery({
    queryKey: interviewKeys.state(),
    queryFn: () => api.get<TrainerState>('/trainer/state'),
  });
}

export function useTrend(enabled = true) {
  return useQuery({
    queryKey: interviewKeys.trend(),
    queryFn: () => api.get<ReportTrend>('/trainer/reports'),
    enabled,
  });
}

export function useStartInterview() {
  return useMutation({
    mutationFn: (body: { mode: 'written' | 'spoken'; reason?: MpuType }) =>
      api.post<InterviewSession>('/trainer/sessions', body),
  });
}

export function useAnswer() {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<InterviewSession>(`/trainer/sessions/${id}/answers`, { text }),
  });
}

export function useFinish() {
  return useMutation({
    mutationFn: (id: string) => api.post<InterviewSession>(`/trainer/sessions/${id}/finish`),
  });
}

/** Refetch state and trend after a session ended. */
export function useInvalidateInterview() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: interviewKeys.all });
}

/** A kept report (trend entries open their report). */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: interviewKeys.report(id),
    queryFn: () => api.get<ReportResponse>(`/trainer/reports/${id}`),
    enabled: id !== null,
  });
}
