import type { LanguageDetectorModule } from 'i18next';

/** The keys i18next-browser-languagedetector uses, so a choice made before keeps working. */
const QUERY_KEY = 'lng';
const COOKIE_KEY = 'i18next';
const STORAGE_KEY = 'i18nextLng';

function fromStorage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked
  }
}

/** The candidates in the order of SPEC §1: query string, cookie, local and session storage, browser, html tag. */
export function detectLanguages(): string[] {
  const found: (string | undefined)[] = [
    new URLSearchParams(window.location.search).get(QUERY_KEY) ?? undefined,
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${COOKIE_KEY}=`))
      ?.slice(COOKIE_KEY.length + 1),
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...(navigator.languages ?? [navigator.language]),
    document.documentElement.lang,
  ];
  return found.filter((l): l is string => !!l);
}

/**
 * A small language detector with the order and caching of SPEC §1 (the choice is cached in local
 * storage). It replaces i18next-browser-languagedetector to keep the sign-in page's JS small.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguages(),
  cacheUserLanguage(language: string) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this visit only
    }
  },
};
