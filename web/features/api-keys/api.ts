import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyItem } from '../../../common/schemas/api-keys.ts';
import { api } from '../../lib/api-client.ts';

export const apiKeyKeys = { all: ['api-keys'] as const };

type List = { serviceName: string; keys: ApiKeyItem[] };

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: () => api.get<List>('/admin/api-keys') });
}

export function fetchSecret(id: string): Promise<string> {
  return api.get<{ key: string }>(`/admin/api-keys/${id}/secret`).then((r) => r.key);
}

export function useApiKeyMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: apiKeyKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: ApiKeyCreate) =>
        api.post<{ item: ApiKeyItem; key: string }>('/admin/api-keys', body),
      onSuccess: refresh,
    }),
    toggle: useMutation({
      mutationFn: (item: ApiKeyItem) =>
        api.patch<ApiKeyItem>(`/admin/api-keys/${item.id}`, { isActive: !item.isActive }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`/admin/api-keys/${id}`),
      onSuccess: refresh,
    }),
  };
}
