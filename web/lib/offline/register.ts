import { currentLanguage } from '../i18n.ts';
import { afterLoadWhenIdle } from '../when-idle.ts';
import { isOfflineApi } from './rules.ts';

/**
 * Registers the service worker (web/sw.ts, built as /sw.js) once the page has loaded and the browser
 * is idle, so precaching the app never competes with the first screen. Not in the dev server.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', keepWhatWasRead, { once: true });
  }
  afterLoadWhenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), 5000);
}

/**
 * The worker's first control of this page: what the page read before it was there (the session, the
 * overview, the pages opened since) went past it. Read again through it, it is kept for offline use,
 * so the app opens offline after the very first visit too.
 */
function keepWhatWasRead(): void {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && isOfflineApi(url.pathname)) urls.add(url.href);
  }
  for (const url of urls) {
    void fetch(url, { headers: { 'Accept-Language': currentLanguage() } }).catch(() => undefined);
  }
}
