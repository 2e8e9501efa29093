import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LexiconCategory } from '../../../common/domain/enums.ts';
import type {
  LexiconLetter,
  LexiconList,
  LexiconTerm,
  LexiconTermBody,
} from '../../../common/schemas/lexicon.ts';
import { api } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';

export type LexiconFilter = { q: string; category: LexiconCategory | ''; letter: LexiconLetter | '' };

export const lexiconKeys = {
  all: ['lexicon'] as const,
  list: (filter: LexiconFilter) => ['lexicon', 'list', filter] as const,
};

/** The glossary, searched and filtered on the server, one page at a time (`fetchNextPage`). */
export function useLexicon(filter: LexiconFilter) {
  return useInfiniteQuery({
    queryKey: lexiconKeys.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter.q) params.set('q', filter.q);
      if (filter.category) params.set('category', filter.category);
      if (filter.letter) params.set('letter', filter.letter);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api.get<LexiconList>(`/lexicon${query ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

// A term's place in the searched, letter-grouped pages is the server's business: the lists refetch.
export const useSaveTerm = () =>
  useRefetchingMutation(lexiconKeys.all, ({ id, body }: { id?: string; body: LexiconTermBody }) =>
    id ? api.put<LexiconTerm>(`/admin/lexicon/${id}`, body) : api.post<LexiconTerm>('/admin/lexicon', body),
  );

export const useDeleteTerm = () =>
  useRefetchingMutation(lexiconKeys.all, (id: string) => api.delete(`/admin/lexicon/${id}`));
