import { AREAS, type AreaId } from './access.ts';
import type { PageKey } from './pages.ts';

/** The states of a learner's request for a locked page (issue 28, decision 072). */
export const ACCESS_REQUEST_STATES = ['pending', 'granted', 'declined'] as const;
export type AccessRequestState = (typeof ACCESS_REQUEST_STATES)[number];

/** The dashboard area a page key opens ('ai-assistant' → 'aiAssistant'), for its name in texts. */
export function areaOfPage(page: PageKey): AreaId {
  const found = (Object.entries(AREAS) as [AreaId, { access: string }][]).find(([, a]) => a.access === page);
  if (!found) throw new Error(`no area for the page ${page}`);
  return found[0];
}
