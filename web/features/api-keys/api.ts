import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '../../../common/domain/api-keys.ts';
import type { ApiKeyCreate, ApiKeyItem } from '../../../common/schemas/api-keys.ts';
import { api } from '../../lib/api-client.ts';
import { useRefetchingMutation, withEntry } from '../../lib/server-state.ts';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** The i18n key of a scope's label (i18next reads ':' as its namespace separator). */
export const scopeLabelKey = (scope: ApiKeyScope) => `scope.${scope.replace(':', '_')}`;

type List = { serviceName: string; keys: ApiKeyItem[] };

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: () => api.get<List>('/admin/api-keys') });
}

export function useApiKeyMutations() {
  const client = useQueryClient();
  // Toggling and rotating answer with the key's new row: it replaces the old one in the list.
  const put = (item: ApiKeyItem) =>
    client.setQueryData<List>(
      apiKeyKeys.all,
      (list) => list && { ...list, keys: withEntry(list.keys, item) },
    );
  return {
    create: useRefetchingMutation(apiKeyKeys.all, (body: ApiKeyCreate) =>
      api.post<{ item: ApiKeyItem; key: string }>('/admin/api-keys', body),
    ),
    /** A new key for the integration; the old one stops working; the new one is shown once. */
    rotate: useMutation({
      mutationFn: (id: string) => api.post<{ item: ApiKeyItem; key: string }>(`/admin/api-keys/${id}/rotate`),
      onSuccess: ({ item }) => put(item),
    }),
    toggle: useMutation({
      mutationFn: (item: ApiKeyItem) =>
        api.patch<ApiKeyItem>(`/admin/api-keys/${item.id}`, { isActive: !item.isActive }),
      onSuccess: put,
    }),
    remove: useRefetchingMutation(apiKeyKeys.all, (id: string) => api.delete(`/admin/api-keys/${id}`)),
  };
}
