import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate, CounsellorInvite } from '../../../common/schemas/users.ts';
import { api } from '../../lib/api-client.ts';
import { useRefetchingMutation, withEntry } from '../../lib/server-state.ts';

export const userKeys = { all: ['admin-users'] as const };

export function useAdminUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: async () => (await api.get<{ users: AdminUser[] }>('/admin/users')).users,
  });
}

/**
 * The answer is the user's new row: it replaces the old one in the list. A new role moves other rows
 * too (a counsellor's learners lose their counsellor), so then the list is read again.
 */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminUserUpdate }) =>
      api.patch<AdminUser>(`/admin/users/${id}`, changes),
    onSuccess: (updated) => {
      const before = client.getQueryData<AdminUser[]>(userKeys.all)?.find((u) => u.id === updated.id);
      client.setQueryData<AdminUser[]>(userKeys.all, (users) => users && withEntry(users, updated));
      if (before && before.role !== updated.role) return client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** A new counsellor account with an invitation mail (issue 30): a new row, so the list is read again. */
export const useInviteCounsellor = () =>
  useRefetchingMutation(userKeys.all, (body: CounsellorInvite) =>
    api.post<AdminUser>('/admin/users/counsellors', body),
  );

/** Erases an account with everything about it (DELETE /api/admin/users/:id, issue 13). */
export const useDeleteUser = () =>
  useRefetchingMutation(userKeys.all, (id: string) => api.delete<{ ok: true }>(`/admin/users/${id}`));
