import { useMutation, useQuery } from '@tanstack/react-query';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Me } from '../../../common/schemas/auth.ts';
import type { UnreadNews } from '../../../common/schemas/news.ts';
import { ApiError, api } from '../../lib/api-client.ts';

export const shellKeys = {
  unreadNews: ['news', 'unread'] as const,
};

/** The header's reason multi-select; the caller puts the returned profile into the `me` cache. */
export function useUpdateReasons(onSaved: (me: Me) => void) {
  return useMutation({
    mutationFn: (reasons: MpuType[]) => api.put<Me>('/me/reasons', { reasons }),
    onSuccess: onSaved,
  });
}

/** The bell: unread news (contract in common/schemas/news.ts); only asked when 'news' is allowed. */
export function useUnreadNews(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.unreadNews,
    queryFn: () => api.get<UnreadNews>('/news/unread'),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
