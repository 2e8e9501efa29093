/**
 * What the service worker (web/sw.ts) keeps for offline use, shared with the page that clears it
 * (decision 027). Only the signed-in learner's own reading data is cached, in one cache that the page
 * empties whenever the session changes; admin, sign-in, privacy and CRM calls never touch a cache.
 */
import { fromAcceptLanguage } from '../../../common/i18n/languages.ts';

/** The cache with the learner's API answers (NetworkFirst): emptied on sign-out and account switch. */
export const LEARNER_CACHE = 'mpu-learner-api';

/** GET /api/… prefixes a learner reads offline: the shell, courses and chapters, glossary, reviews. */
const OFFLINE_API = [
  '/api/me',
  '/api/overview',
  '/api/courses',
  '/api/lexicon',
  '/api/reviews',
  '/api/exam/hub',
  '/api/plan',
  '/api/news',
];

/** Never cached, whatever the list above says (checked first). */
const NEVER_CACHED = ['/api/admin', '/api/auth', '/api/privacy', '/api/integration', '/api/users'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isOfflineApi(pathname: string): boolean {
  if (NEVER_CACHED.some((prefix) => under(pathname, prefix))) return false;
  return OFFLINE_API.some((prefix) => under(pathname, prefix));
}

/** The query parameter that carries the content language in a cache key (never sent to the server). */
const LANGUAGE_KEY = 'offline-lang';

/**
 * The key a learner API answer is cached under: its URL plus the language it was asked for. The
 * server answers per `Accept-Language` (decision 028: the first tag counts, anything else is German),
 * so a Turkish learner offline gets the Turkish copy, and after switching the interface language
 * a copy in the old language is never shown (NetworkFirst: offline, a language never loaded is a
 * miss, not the wrong language).
 */
export function learnerCacheKey(url: string, acceptLanguage: string | null): string {
  const key = new URL(url);
  key.searchParams.set(LANGUAGE_KEY, fromAcceptLanguage(acceptLanguage));
  return key.href;
}

/** Pages that stay online-only: sign-in and its neighbours, and the admin area. */
const ONLINE_ONLY_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth',
  '/dashboard/admin',
];

export function isOnlineOnlyPage(pathname: string): boolean {
  return ONLINE_ONLY_PAGES.some((prefix) => under(pathname, prefix));
}

/**
 * The precached document for a page opened offline: the same copy the server sends for that URL
 * (server/plugins/web.ts spaDocument), so the shell's chunks are preloaded as online.
 */
export function offlineDocument(pathname: string): string {
  if (pathname === '/dashboard' || pathname === '/dashboard/') return '/dashboard-overview.html';
  if (pathname.startsWith('/dashboard/')) return '/dashboard.html';
  return '/index.html';
}
