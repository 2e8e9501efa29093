import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const assistantKeys = {
  all: ['assistant'] as const,
  engine: () => [...assistantKeys.all, 'engine'] as const,
};

/** Which engine answers (offline or the remote model); the chat itself streams (use-chat.ts). */
export function useAssistantEngine() {
  return useQuery({
    queryKey: assistantKeys.engine(),
    queryFn: () => api.get<{ engine: 'offline' | 'remote' }>('/assistant/engine'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
