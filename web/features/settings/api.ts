import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailsBody, OnboardingPatch, Settings } from '../../../common/schemas/settings.ts';
import { api } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { sessionChanged } from '../../lib/session.ts';

export const settingsKeys = { all: ['settings'] as const };

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

/**
 * 'Meine Daten herunterladen' with the current password (issue 26): the answer is saved as the
 * same JSON file the server names (meine-daten-<day>.json).
 */
export function useExportData() {
  return useMutation({
    mutationFn: async (currentPassword: string) => {
      const data = await api.post<{ exportedAt: string }>('/settings/export', { currentPassword });
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }),
      );
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `meine-daten-${data.exportedAt.slice(0, 10)}.json`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
