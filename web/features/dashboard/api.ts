import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Overview } from '../../../common/schemas/overview.ts';
import { api } from '../../lib/api-client.ts';
import { progressMeta } from '../../lib/progress.ts';

export const overviewKeys = {
  all: ['overview'] as const,
  forLanguage: (language: Language) => ['overview', language] as const,
};

export const overviewQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: overviewKeys.forLanguage(language),
    queryFn: () => api.get<Overview>(`/overview?language=${language}`),
    meta: progressMeta,
  });

/** The signed-in user's progress; videos count in the interface language (SPEC §5). */
export function useOverview(language: Language) {
  return useQuery(overviewQueryOptions(language));
}
