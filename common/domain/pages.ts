/** Page keys that per-user permissions can deny (SPEC §6). `courses` covers courses, quiz and knowledge. */
export const PAGE_KEYS = [
  'courses',
  'videos',
  'lexicon',
  'news',
  'book-session',
  'ai-assistant',
  'exam-trainer',
  'leistungstest',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/**
 * 'user' is a learner; 'counsellor' (Beraterin/Berater, issue 30) sees their assigned learners'
 * progress and what each learner shares with them, and uses no learner area themselves.
 */
export const ROLES = ['user', 'admin', 'counsellor'] as const;
export type Role = (typeof ROLES)[number];

/** Default permissions written at registration (SPEC §6). */
export const DEFAULT_PERMISSIONS: Readonly<Record<PageKey, boolean>> = {
  videos: true,
  lexicon: true,
  courses: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  news: false,
  leistungstest: false,
};

/**
 * What a self-registered learner gets until an administrator changes it (issue 28): the free study
 * areas are open, the ones that need a person or an AI provider stay locked. Departs from SPEC §6,
 * whose defaults (DEFAULT_PERMISSIONS) still apply to invited and CRM-created accounts.
 */
export const SELF_REGISTRATION_DEFAULTS: Readonly<Record<PageKey, boolean>> = {
  courses: true,
  videos: true,
  lexicon: true,
  news: true,
  leistungstest: true,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
};

/** "videos, lexicon" → ['videos', 'lexicon'] (REGISTRATION_PAGES; the keys are checked by the caller). */
export const pageList = (text: string) =>
  text
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);

/**
 * Pages added after accounts existed (decision 060): for them a missing row means locked. Every new
 * account gets a row (open or locked by its registration default); only accounts from before the key
 * have none, and nobody chose for them. A migration cannot write rows with a new enum value in the
 * transaction that adds the value; "missing means allowed" would open the page for all of them.
 */
export const LOCKED_WITHOUT_ROW: ReadonlySet<PageKey> = new Set<PageKey>(['leistungstest']);

export type PermissionRow = { page: PageKey; allowed: boolean };

/**
 * Page access (SPEC §5, §6): admins bypass; counsellors use no learner page; a missing row means
 * allowed (locked for the pages of LOCKED_WITHOUT_ROW); a row with allowed=false denies.
 */
export function isPageAllowed(role: Role, rows: readonly PermissionRow[], page: PageKey): boolean {
  if (role === 'admin') return true;
  if (role === 'counsellor') return false;
  const row = rows.find((r) => r.page === page);
  return row ? row.allowed : !LOCKED_WITHOUT_ROW.has(page);
}

/** The rows of a permissions map as the admin API sends it (a page without an entry has no row). */
export function permissionRows(permissions: Partial<Record<PageKey, boolean>>): PermissionRow[] {
  return PAGE_KEYS.flatMap((page) => {
    const allowed = permissions[page];
    return allowed === undefined ? [] : [{ page, allowed }];
  });
}

/** The pages a user may open, for `/api/me` so the UI can mirror the server. */
export function allowedPages(role: Role, rows: readonly PermissionRow[]): PageKey[] {
  return PAGE_KEYS.filter((page) => isPageAllowed(role, rows, page));
}
