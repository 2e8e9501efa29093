import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { viewerChanged } from './server-state.ts';

/** Content comes in the interface language (decision 028): a language change refetches every query. */
export function refetchOnLanguageChange(client: QueryClient, i18n: I18n): void {
  i18n.on('languageChanged', () => void viewerChanged(client));
}
