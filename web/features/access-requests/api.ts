import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageKey } from '../../../common/domain/pages.ts';
import type { OwnAccessRequest, PendingAccessRequests } from '../../../common/schemas/access-requests.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';
import { pagesChanged } from '../../lib/session.ts';
import './i18n.ts';

/** "Zugang anfragen" (issue 28): the learner's own requests, and the admins' open ones. */
export const accessRequestKeys = {
  all: ['access-requests'] as const,
  own: ['access-requests', 'own'] as const,
  pending: ['access-requests', 'pending'] as const,
};

type Own = { requests: OwnAccessRequest[] };

/**
 * The learner's requests. While one is open it is asked again every 20 s (and on focus), so a
 * grant opens the page without a reload; a granted one refreshes what the viewer may open.
 */
export function useOwnAccessRequests(page: PageKey) {
  const client = useQueryClient();
  return useQuery({
    queryKey: accessRequestKeys.own,
    queryFn: async () => {
      const own = await api.get<Own>('/access-requests');
      if (own.requests.some((r) => r.page === page && r.state === 'granted')) await pagesChanged(client);
      return own;
    },
    refetchInterval: (query) =>
      query.state.data?.requests.some((r) => r.page === page && r.state === 'pending') ? 20_000 : false,
  });
}

/** The answer is the learner's requests as they are now; "already open" refreshes the viewer. */
export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: PageKey) => api.post<Own>('/access-requests', { page }),
    onSuccess: (own) => client.setQueryData(accessRequestKeys.own, own),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void pagesChanged(client);
    },
  });
}

/** The open requests for the admins' bell: fresh for 30 s, asked again every minute. */
export function usePendingAccessRequests(enabled: boolean) {
  return useQuery({
    queryKey: accessRequestKeys.pending,
    queryFn: () => api.get<PendingAccessRequests>('/admin/access-requests'),
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Grant or decline in one click; the list is fetched again either way (also after a conflict). */
export const useDecideAccess = () =>
  useRefetchingMutation(
    accessRequestKeys.all,
    ({ id, decision }: { id: string; decision: 'granted' | 'declined' }) =>
      api.post(`/admin/access-requests/${id}/decision`, { decision }),
  );
