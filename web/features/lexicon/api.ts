import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LexiconCategory } from '../../../common/domain/enums.ts';
import type { LexiconList, LexiconTerm, LexiconTermBody } from '../../../common/schemas/lexicon.ts';
import { api } from '../../lib/api-client.ts';

export const lexiconKeys = {
  all: ['lexicon'] as const,
  list: (q: string, category: LexiconCategory | '') => ['lexicon', 'list', { q, category }] as const,
};

/** The glossary, searched and filtered on the server. */
export function useLexicon(q: string, category: LexiconCategory | '') {
  return useQuery({
    queryKey: lexiconKeys.list(q, category),
    queryFn: () => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (category) params.set('category', category);
      const query = params.toString();
      return api.get<LexiconList>(`/lexicon${query ? `?${query}` : ''}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useSaveTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LexiconTermBody }) =>
      id ? api.put<LexiconTerm>(`/admin/lexicon/${id}`, body) : api.post<LexiconTerm>('/admin/lexicon', body),
    onSuccess: () => client.invalidateQueries({ queryKey: lexiconKeys.all }),
  });
}

export function useDeleteTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/lexicon/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: lexiconKeys.all }),
  });
}
