import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * Content comes in the interface language (decision 028): after a language change every query is
 * fetched again. Requests still running were asked in the old language; they are cancelled first,
 * because a query's first fetch is not restarted by an invalidation (TanStack Query joins it), so its
 * old-language answer would otherwise stay as if fresh.
 */
export function refetchOnLanguageChange(client: QueryClient, i18n: I18n): void {
  i18n.on('languageChanged', () => {
    void client.cancelQueries().then(() => client.invalidateQueries());
  });
}
