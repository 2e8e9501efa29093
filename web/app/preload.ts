import type { QueryClient } from '@tanstack/react-query';
import { toLanguage } from '../../common/i18n/languages.ts';
import { paths } from '../../common/paths.ts';
import { overviewQueryOptions } from '../features/dashboard/api.ts';
import i18n from '../lib/i18n.ts';
import { meQueryOptions } from '../lib/session.ts';

// The route table (dashboard-routes.ts) with its many lazy screens stays in the dashboard chunk, out
// of the entry: these two loaders are all a first visit needs before it.
export const loadDashboard = () => import('./dashboard.tsx');
const loadOverview = () => import('./overview-route.tsx');

/**
 * A first visit to a dashboard URL starts the session check, the shell's chunk (and on /dashboard the
 * overview's chunk and data) at once, instead of one after the other.
 */
export function preloadForLocation(client: QueryClient, pathname: string): void {
  if (!pathname.startsWith(paths.dashboard)) return;
  void client.prefetchQuery(meQueryOptions);
  void loadDashboard();
  if (pathname === paths.dashboard || pathname === `${paths.dashboard}/`) {
    void loadOverview();
    void client.prefetchQuery(overviewQueryOptions(toLanguage(i18n.language)));
  }
}
