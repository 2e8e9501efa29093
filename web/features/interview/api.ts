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
import { useRefetchingMutation, workbookChanged } from '../../lib/server-state.ts';
import './i18n.ts';

export type TrainerState = z.infer<typeof trainerState>;
export type ReportResponse = z.infer<typeof reportResponse>;

export const interviewKeys = {
  all: ['interview'] as const,
  state: () => [...interviewKeys.all, 'state'] as const,
  trend: () => [...interviewKeys.all, 'trend'] as const,
  report: (id: string | null) => [...interviewKeys.all, 'report', id] as const,
  latestReport: () => [...interviewKeys.all, 'report', 'latest'] as const,
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

/** The opt-in to the model: the answer is the new state; the workbook (where it is kept) moved too. */
export function useAiConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (aiConsent: boolean) => api.put<TrainerState>('/trainer/ai-consent', { aiConsent }),
    onSuccess: (state) => {
      client.setQueryData(interviewKeys.state(), state);
      return workbookChanged(client);
    },
  });
}

// Each step answers with the session, which the page keeps; the state (the running session), the
// trend and the reports are fetched again.
export const useStartInterview = () =>
  useRefetchingMutation(interviewKeys.all, (body: { mode: 'written' | 'spoken'; reason?: MpuType }) =>
    api.post<InterviewSession>('/trainer/sessions', body),
  );

export const useAnswer = () =>
  useRefetchingMutation(interviewKeys.all, ({ id, text }: { id: string; text: string }) =>
    api.post<InterviewSession>(`/trainer/sessions/${id}/answers`, { text }),
  );

export const useFinish = () =>
  useRefetchingMutation(interviewKeys.all, (id: string) =>
    api.post<InterviewSession>(`/trainer/sessions/${id}/finish`),
  );

/** The latest report, for 'Mein MPU-Fall' (only asked when the learner may use the trainer). */
export function useLatestReport(enabled: boolean) {
  return useQuery({
    queryKey: interviewKeys.latestReport(),
    queryFn: () => api.get<ReportResponse>('/trainer/reports/latest'),
    enabled,
    retry: false,
  });
}

/** A kept report (trend entries open their report). */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: interviewKeys.report(id),
    queryFn: () => api.get<ReportResponse>(`/trainer/reports/${id}`),
    enabled: id !== null,
  });
}
