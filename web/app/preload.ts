import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../common/paths.ts';
import { overviewQueryOptions } from '../features/dashboard/api.ts';
import { currentLanguage } from '../lib/i18n.ts';

export const loadDashboard = () => import('./dashboard.tsx');
export const loadOverview = () => import('../features/dashboard/overview-page.tsx');

/**
 * A first visit to a dashboard URL starts the shell's chunk (and on /dashboard the overview's chunk
 * and data) while the session is being checked, instead of one after the other.
 */
export function preloadForLocation(client: QueryClient, pathname: string): void {
  if (!pathname.startsWith(paths.dashboard)) return;
  void loadDashboard();
  if (pathname === paths.dashboard || pathname === `${paths.dashboard}/`) {
    void loadOverview();
    void client.prefetchQuery(overviewQueryOptions(currentLanguage()));
  }
}
