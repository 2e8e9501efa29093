import { PAGE_KEYS, type PageKey, SELF_REGISTRATION_DEFAULTS } from '../../common/domain/pages.ts';
import { readState, writeState } from './app-state.ts';
import type { Db } from './client.ts';

/**
 * The page permissions a self-registered learner gets (issue 28): set by an administrator, stored
 * in app_state so that every instance shares them; until then REGISTRATION_PAGES or
 * SELF_REGISTRATION_DEFAULTS. A page key added later takes its default until the setting is saved again.
 */
const KEY = 'registration_permissions';

/** The defaults before an admin's setting: REGISTRATION_PAGES when the operator set it. */
export function fallbackDefaults(pages: readonly PageKey[] | undefined): Record<PageKey, boolean> {
  return Object.fromEntries(
    PAGE_KEYS.map((page) => [page, pages ? pages.includes(page) : SELF_REGISTRATION_DEFAULTS[page]]),
  ) as Record<PageKey, boolean>;
}

export async function readRegistrationDefaults(
  db: Db,
  fallback: Readonly<Record<PageKey, boolean>> = SELF_REGISTRATION_DEFAULTS,
): Promise<Record<PageKey, boolean>> {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse((await readState(db, KEY)) ?? '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return Object.fromEntries(
    PAGE_KEYS.map((page) => [page, typeof stored[page] === 'boolean' ? stored[page] : fallback[page]]),
  ) as Record<PageKey, boolean>;
}

export async function writeRegistrationDefaults(
  db: Db,
  permissions: Record<PageKey, boolean>,
): Promise<void> {
  await writeState(db, KEY, JSON.stringify(permissions));
}
