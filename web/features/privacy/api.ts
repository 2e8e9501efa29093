import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalPage } from '../../../common/domain/privacy.ts';
import type { AuditList } from '../../../common/schemas/audit.ts';
import type { LegalResponse } from '../../../common/schemas/legal.ts';
import { api } from '../../lib/api-client.ts';
import { type Me, sessionKeys } from '../../lib/session.ts';

export const privacyKeys = {
  all: ['privacy'] as const,
  legal: (page: LegalPage) => [...privacyKeys.all, 'legal', page] as const,
  audit: (page: number, filter: AuditFilter) => [...privacyKeys.all, 'audit', page, filter] as const,
};

export function useLegalPage(page: LegalPage) {
  return useQuery({
    queryKey: privacyKeys.legal(page),
    queryFn: () => api.get<LegalResponse>(`/legal/${page}`),
    staleTime: 10 * 60_000,
  });
}

/** The consent gate's answer is the updated profile: the session query holds it from then on. */
export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api.post<Me>('/me/consent', { version }),
    onSuccess: (me) => client.setQueryData(sessionKeys.me, me),
  });
}

/** The audit log's filters (issue 28: by person and by action besides the free text). */
export type AuditFilter = { q: string; person: string; action: string };

export function useAuditLog(page: number, filter: AuditFilter) {
  return useQuery({
    queryKey: privacyKeys.audit(page, filter),
    queryFn: () =>
      api.get<AuditList>(`/admin/audit?${new URLSearchParams({ page: String(page), ...filter })}`),
    placeholderData: keepPreviousData,
  });
}
