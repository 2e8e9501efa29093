import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailsBody, OnboardingPatch, Settings } from '../../../common/schemas/settings.ts';
import { api } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { sessionChanged } from '../../lib/session.ts';

export const settingsKeys = { all: ['settings'] as const };

export const EXPORT_URL = '/api/settings/export';

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => api.get<Settings>('/settings') });
}

function useSave<T>(request: (body: T) => Promise<Settings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}

export const useSaveDetails = () =>
  useSave((body: DetailsBody) => api.put<Settings>('/settings/details', body));
export const useSaveOnboarding = () =>
  useSave((body: OnboardingPatch) => api.patch<Settings>('/settings/onboarding', body));

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) =>
      api.post<{ pendingEmail: string }>('/settings/email', { ...body, language: currentLanguage() }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; password: string }) => api.put('/settings/password', body),
  });
}

/**
 * Deletes the account: the session ends as on signing out, so nothing of the user stays in the
 * browser (cached answers, offline copies, queued answers).
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => api.post('/settings/delete-account', { currentPassword }),
    onSuccess: () => sessionChanged(client, null, { signedOut: true }),
  });
}
