import { useQuery } from '@tanstack/react-query';
import type {
  MissingTranslations,
  TranslationItem,
  TranslationKind,
  TranslationsBody,
} from '../../common/schemas/translations.ts';
import { api } from './api-client.ts';
import { useRefetchingMutation } from './server-state.ts';

export const translationKeys = {
  all: ['translations'] as const,
  missing: (kind: TranslationKind) => [...translationKeys.all, 'missing', kind] as const,
  item: (kind: TranslationKind, id: string) => [...translationKeys.all, 'item', kind, id] as const,
};

/** Per item id, the languages still missing (admin lists flag them). */
export function useMissingTranslations(kind: TranslationKind, enabled = true) {
  return useQuery({
    queryKey: translationKeys.missing(kind),
    queryFn: () => api.get<MissingTranslations>(`/admin/translations/${kind}`),
    enabled,
    // Items are created and edited by other editors: a newly shown item asks again (badges that
    // mount together share one request).
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useTranslationItem(kind: TranslationKind, id: string | null) {
  return useQuery({
    queryKey: translationKeys.item(kind, id ?? ''),
    queryFn: () => api.get<TranslationItem>(`/admin/translations/${kind}/${id}`),
    enabled: id !== null,
  });
}

// The missing flags follow at once; learner views of the item at their next fetch (decision 042).
export const useSaveTranslations = (kind: TranslationKind, id: string) =>
  useRefetchingMutation(translationKeys.all, (body: TranslationsBody) =>
    api.put<TranslationItem>(`/admin/translations/${kind}/${id}`, body),
  );
