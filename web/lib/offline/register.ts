import { afterLoadWhenIdle } from '../when-idle.ts';

/**
 * Registers the service worker (web/sw.ts, built as /sw.js) once the page has loaded and the browser
 * is idle, so precaching the app never competes with the first screen. Not in the dev server.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), 5000);
}
