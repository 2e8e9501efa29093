import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector.ts';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: setting up the cookie the detector reads
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
});

describe('language detection (SPEC §1)', () => {
  it('asks query string, cookie, local storage, session storage, browser, html tag in that order', () => {
    window.history.replaceState(null, '', '/login?lng=en');
    // biome-ignore lint/suspicious/noDocumentCookie: setting up the cookie the detector reads
    document.cookie = 'i18next=tr';
    window.localStorage.setItem('i18nextLng', 'de');
    window.sessionStorage.setItem('i18nextLng', 'en');
    const found = detectLanguages();
    expect(found.slice(0, 4)).toEqual(['en', 'tr', 'de', 'en']);
    expect(found).toContain(navigator.language);
  });

  it('caches the choice in local storage', () => {
    languageDetector.cacheUserLanguage?.('tr');
    expect(window.localStorage.getItem('i18nextLng')).toBe('tr');
    expect(detectLanguages()[0]).toBe('tr');
  });
});
