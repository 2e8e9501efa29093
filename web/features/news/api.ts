import { useQuery } from '@tanstack/react-query';
import type { NewsBody, NewsItem, UnreadNews } from '../../../common/schemas/news.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';

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

/**
 * The one unread-news query (issue 15): the shell's bell reads it (only asked when 'news' is
 * allowed), and marking an item read refetches it. A minute fresh; a refusal (4xx) is not retried.
 */
export function useUnreadNews(enabled = true) {
  return useQuery({
    queryKey: newsKeys.unread,
    queryFn: () => api.get<UnreadNews>('/news/unread'),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** Opening an item marks it read; the list and the bell's count follow. */
export const useMarkRead = () =>
  useRefetchingMutation(newsKeys.all, (id: string) => api.post(`/news/${id}/read`));

export const useSaveNews = () =>
  useRefetchingMutation(newsKeys.all, ({ id, body }: { id?: string; body: NewsBody }) =>
    id ? api.put(`/admin/news/${id}`, body) : api.post<{ id: string }>('/admin/news', body),
  );

export const useDeleteNews = () =>
  useRefetchingMutation(newsKeys.all, (id: string) => api.delete(`/admin/news/${id}`));
