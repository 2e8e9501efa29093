import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { LegalPage } from '../../../common/domain/privacy.ts';
import type { AuditList } from '../../../common/schemas/audit.ts';
import type { Me } from '../../../common/schemas/auth.ts';
import type { LegalResponse } from '../../../common/schemas/legal.ts';
import { api } from '../../lib/api-client.ts';

export function useLegalPage(page: LegalPage) {
  return useQuery({
    queryKey: ['legal', page],
    queryFn: () => api.get<LegalResponse>(`/legal/${page}`),
    staleTime: 10 * 60_000,
  });
}

/** The consent gate's answer: the updated `me`. */
export function useGiveConsent() {
  return useMutation({ mutationFn: (version: string) => api.post<Me>('/me/consent', { version }) });
}

export function useAuditLog(page: number, q: string) {
  return useQuery({
    queryKey: ['admin-audit', page, q],
    queryFn: () => api.get<AuditList>(`/admin/audit?${new URLSearchParams({ page: String(page), q })}`),
    placeholderData: keepPreviousData,
  });
}
