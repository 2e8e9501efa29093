import { paths } from '../paths.ts';
import type { PageKey, Role } from './pages.ts';

/**
 * Who may use something — the one access table (issue 15) that drives the server's route guards,
 * the client's routes and the navigation:
 * - 'public': anyone; 'api-key': the CRM integration's own key check;
 * - 'session': any signed-in user; 'admin': administrators;
 * - 'learner': signed-in learners and admins, never counsellors (their own workbook, plan, overview);
 * - 'counsellor': counsellors only (issue 30; admins neither: they never see shared content);
 * - a page key: signed-in learners whose page is unlocked (admins always, counsellors never, SPEC §6).
 */
export type Access = 'public' | 'api-key' | 'session' | 'admin' | 'learner' | 'counsellor' | PageKey;

/** The dashboard areas, in sidebar order (SPEC §2 route table; issue 10 made three admin areas page keys). */
export const AREAS = {
  overview: { path: paths.dashboard, access: 'learner' },
  // 'Meine Lernenden' (issue 30): a counsellor's start page instead of the overview.
  counsellor: { path: paths.counsellor, access: 'counsellor' },
  plan: { path: paths.plan, access: 'learner' },
  courses: { path: paths.courses, access: 'courses', also: [paths.quiz, paths.knowledge, paths.review] },
  videos: { path: paths.videos, access: 'videos' },
  lexicon: { path: paths.lexicon, access: 'lexicon' },
  news: { path: paths.news, access: 'news' },
  // 'Mein MPU-Fall' (issue 10): every learner's own workbook, no page key (decision 013).
  myCase: { path: paths.myCase, access: 'learner' },
  aiAssistant: { path: paths.aiAssistant, access: 'ai-assistant' },
  examTrainer: { path: paths.examTrainer, access: 'exam-trainer' },
  leistungstest: { path: paths.leistungstest, access: 'leistungstest' },
  bookSession: { path: paths.bookSession, access: 'book-session' },
  settings: { path: paths.settings, access: 'session' },
  admin: {
    path: paths.admin,
    access: 'admin',
    also: [paths.adminQuiz, paths.adminSettings, paths.adminAudit],
  },
} as const satisfies Record<string, { path: string; access: Access; also?: readonly string[] }>;
export type AreaId = keyof typeof AREAS;
export const AREA_IDS = Object.keys(AREAS) as AreaId[];

/**
 * The API's access rules by path prefix; the longest matching prefix wins. The server refuses to
 * start when a route under /api matches none (server/plugins/session.ts).
 */
export const API_ACCESS: readonly { prefix: string; access: Access }[] = [
  { prefix: '/api/health', access: 'public' },
  // The OpenAPI description and UI: administrators only (issue 13; decision 018).
  { prefix: '/api/docs', access: 'admin' },
  { prefix: '/api/auth', access: 'public' },
  { prefix: '/api/legal', access: 'public' },
  { prefix: '/api/integration', access: 'api-key' },
  // The integration's reference, for CRM developers before they have a key (decision 053).
  { prefix: '/api/integration/v1/openapi.json', access: 'public' },
  { prefix: '/api/integration/v1/reference', access: 'public' },
  // Browser-test fixtures: registered only with NODE_ENV=test; each checks what it needs itself.
  { prefix: '/api/test', access: 'public' },
  { prefix: '/api/admin', access: 'admin' },
  { prefix: '/api/me', access: 'session' },
  { prefix: '/api/settings', access: 'session' },
  { prefix: '/api/overview', access: 'learner' },
  { prefix: '/api/case', access: 'learner' },
  { prefix: '/api/plan', access: 'learner' },
  // The counsellor's workspace (issue 30): only their assigned learners, checked per learner.
  { prefix: '/api/counsellor', access: 'counsellor' },
  // The learner's side of it: their counsellor, what they share, the feedback thread.
  { prefix: '/api/counselling', access: 'learner' },
  { prefix: '/api/reminders', access: 'learner' },
  // A learner's requests for locked pages (issue 28); counsellors have no learner pages to ask for.
  { prefix: '/api/access-requests', access: 'learner' },
  { prefix: '/api/progress', access: 'learner' },
  // The signed one-click link of a reminder mail (RFC 8058): no sign-in (decision 065).
  { prefix: '/api/reminders/unsubscribe', access: 'public' },
  { prefix: '/api/reviews', access: 'courses' },
  { prefix: '/api/courses', access: 'courses' },
  { prefix: '/api/exam', access: 'courses' },
  { prefix: '/api/videos', access: 'videos' },
  { prefix: '/api/lexicon', access: 'lexicon' },
  { prefix: '/api/news', access: 'news' },
  { prefix: '/api/assistant', access: 'ai-assistant' },
  { prefix: '/api/trainer', access: 'exam-trainer' },
  { prefix: '/api/leistungstest', access: 'leistungstest' },
];

/** The access rule of an API path, or undefined when the table has none. */
export function apiAccess(url: string, table = API_ACCESS): Access | undefined {
  let best: { prefix: string; access: Access } | undefined;
  for (const rule of table) {
    const matches = url === rule.prefix || url.startsWith(`${rule.prefix}/`);
    if (matches && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  }
  return best?.access;
}

const NOT_PAGE_KEYS: readonly string[] = ['public', 'api-key', 'session', 'admin', 'learner', 'counsellor'];

export function isPageKeyAccess(access: Access): access is PageKey {
  return !NOT_PAGE_KEYS.includes(access);
}

/** What the browser knows of the signed-in user (`/api/me`). */
export type Viewer = { role: Role; pages: readonly PageKey[] };

/** Is this viewer an administrator (who may use every area and edits the content)? */
export function isAdmin(viewer: Pick<Viewer, 'role'> | null | undefined): boolean {
  return viewer?.role === 'admin';
}

/** Is this viewer a counsellor (who sees assigned learners and uses no learner area)? */
export function isCounsellor(viewer: Pick<Viewer, 'role'> | null | undefined): boolean {
  return viewer?.role === 'counsellor';
}

/** May this viewer use something with this access rule? */
export function canUse(viewer: Viewer | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!viewer || access === 'api-key') return false;
  if (access === 'session') return true;
  if (access === 'admin') return isAdmin(viewer);
  if (access === 'counsellor') return isCounsellor(viewer);
  if (isCounsellor(viewer)) return false;
  if (access === 'learner') return true;
  return isAdmin(viewer) || viewer.pages.includes(access);
}

/** Where a viewer starts: the counsellor's workspace for counsellors, the overview for everyone else. */
export function homeOf(viewer: Pick<Viewer, 'role'>): string {
  return isCounsellor(viewer) ? paths.counsellor : paths.dashboard;
}

/** May this viewer open this dashboard area (and what belongs to it, such as its cards elsewhere)? */
export function canOpen(viewer: Viewer | null | undefined, area: AreaId): boolean {
  return canUse(viewer ?? null, AREAS[area].access);
}

/**
 * How an area shows for a viewer: 'open'; 'locked' (a page key the learner has not unlocked: shown
 * with a lock and an explanation, issue 10); 'hidden' (admin areas for learners, the counsellor's
 * workspace for everyone else, every learner area for counsellors).
 */
export function areaState(viewer: Viewer, area: AreaId): 'open' | 'locked' | 'hidden' {
  if (canOpen(viewer, area)) return 'open';
  const access = AREAS[area].access as Access;
  return access === 'admin' || access === 'counsellor' || isCounsellor(viewer) ? 'hidden' : 'locked';
}
