import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsBody, NewsItem, UnreadNews } from '../../../common/schemas/news.ts';
import { api } from '../../lib/api-client.ts';

/** Query keys; `unread` is what the shell's bell reads (GET /api/news/unread). */
export const newsKeys = {
  all: ['news'] as const,
  list: ['news', 'list'] as const,
  unread: ['news', 'unread'] as const,
};

export function useNews() {
  return useQuery({
    queryKey: newsKeys.list,
    queryFn: async () => (await api.get<{ items: NewsItem[] }>('/news')).items,
  });
}

export function useUnreadNews() {
  return useQuery({ queryKey: newsKeys.unread, queryFn: () => api.get<UnreadNews>('/news/unread') });
}

/** Opening an item marks it read; the bell's count follows. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/news/${id}/read`),
    onSuccess: (_, id) => {
      client.setQueryData<NewsItem[]>(newsKeys.list, (items) =>
        items?.map((item) => (item.id === id ? { ...item, read: true } : item)),
      );
      void client.invalidateQueries({ queryKey: newsKeys.unread });
      // A bell elsewhere in the shell may cache the count under its own key: refetch on next use.
      void client.invalidateQueries({ refetchType: 'none' });
    },
  });
}

export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: NewsBody }) =>
      id ? api.put(`/admin/news/${id}`, body) : api.post<{ id: string }>('/admin/news', body),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/news/${id}`),
    onSuccess: () => client.invalidateQueries(),
  });
}
