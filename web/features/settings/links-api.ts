import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmLinkList } from '../../../common/schemas/crm-links.ts';
import type { SessionList } from '../../../common/schemas/sessions.ts';
import { api } from '../../lib/api-client.ts';
import { settingsKeys } from './api.ts';

/** Settings lists the server keeps (issue 26): CRM links and sessions; each answer is the new list (042 a). */
export const crmLinkKeys = { all: [...settingsKeys.all, 'crm-links'] as const };

export function useCrmLinks() {
  return useQuery({ queryKey: crmLinkKeys.all, queryFn: () => api.get<CrmLinkList>('/settings/crm-links') });
}

export function useChangeCrmLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ keyId, action }: { keyId: string; action: 'agree' | 'remove' }) =>
      action === 'agree'
        ? api.post<CrmLinkList>(`/settings/crm-links/${keyId}/agree`)
        : api.delete<CrmLinkList>(`/settings/crm-links/${keyId}`),
    onSuccess: (list) => client.setQueryData(crmLinkKeys.all, list),
  });
}

/** The user's signed-in browsers (issue 26): each answer is the new list. */
export const sessionKeys = { all: [...settingsKeys.all, 'sessions'] as const };

export function useSessions() {
  return useQuery({ queryKey: sessionKeys.all, queryFn: () => api.get<SessionList>('/settings/sessions') });
}

export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? api.post<SessionList>('/settings/sessions/end-others')
        : api.delete<SessionList>(`/settings/sessions/${id}`),
    onSuccess: (list) => client.setQueryData(sessionKeys.all, list),
  });
}
