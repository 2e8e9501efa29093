import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmLinkList } from '../../../common/schemas/crm-links.ts';
import { api } from '../../lib/api-client.ts';
import { settingsKeys } from './api.ts';

/** The learner's links to CRM keys (issue 26): each answer is the new list (decision 042 rule a). */
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
