import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate } from '../../../common/schemas/users.ts';
import { api } from '../../lib/api-client.ts';

export const userKeys = { all: ['admin-users'] as const };

export function useAdminUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: async () => (await api.get<{ users: AdminUser[] }>('/admin/users')).users,
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminUserUpdate }) =>
      api.patch<AdminUser>(`/admin/users/${id}`, changes),
    onSuccess: (updated) => {
      client.setQueryData<AdminUser[]>(userKeys.all, (users) =>
        users?.map((u) => (u.id === updated.id ? updated : u)),
      );
    },
  });
}

/** Erases an account with everything about it (DELETE /api/admin/users/:id, issue 13). */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/users/${id}`),
    onSuccess: (_, id) => {
      client.setQueryData<AdminUser[]>(userKeys.all, (users) => users?.filter((u) => u.id !== id));
    },
  });
}
