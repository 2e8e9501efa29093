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
  afterLoadWhenIdle(
    () =>
      void navigator.serviceWorker
        .register('/sw.js')
        .then(checkForUpdates)
        .catch(() => undefined),
    5000,
  );
}

const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * A tab that stays open for days never navigates, so the browser would not look for a new worker:
 * when it becomes visible again (at most every 30 minutes) it asks. The new worker takes over at once
 * (web/sw.ts: skipWaiting, clientsClaim) and the open page keeps working: chunks of its version that
 * the new precache lacks come from the server, which keeps earlier releases (decision 046).
 */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void registration.update().catch(() => undefined);
  });
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
