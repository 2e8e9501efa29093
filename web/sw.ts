/// <reference lib="webworker" />
// The service worker (decision 027), built by vite-plugin-pwa (injectManifest): the app shell is
// precached; pages are fetched from the server first and come from the precache offline; the
// learner's reading data (web/lib/offline/rules.ts) is NetworkFirst in one cache that the page
// empties when the session changes, one copy per content language. Answers are not handled here: the page queues them
// (web/lib/offline/queue.ts) and sends them itself, exactly once by their attempt id.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { OFFLINE_COPY_HEADER } from './lib/connection.ts';
import {
  isOfflineApi,
  isOnlineOnlyPage,
  LEARNER_CACHE,
  learnerCacheKey,
  offlineDocument,
} from './lib/offline/rules.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// index.html and the route copies are precached but never answered from the precache while online.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isOnlineOnlyPage(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const cached = await matchPrecache(offlineDocument(url.pathname));
      if (cached) return cached;
      throw error;
    }
  },
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineApi(url.pathname),
  new NetworkFirst({
    cacheName: LEARNER_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [
      // One copy per content language (the server answers per Accept-Language).
      {
        cacheKeyWillBeUsed: async ({ request }) =>
          learnerCacheKey(request.url, request.headers.get('Accept-Language')),
      },
      // Only real answers are kept (no 401 of an ended session, no errors).
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      // An answer from the cache says so, and the page shows that it is offline.
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(OFFLINE_COPY_HEADER, '1');
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, headers });
        },
      },
      new ExpirationPlugin({ maxEntries: 300 }),
    ],
  }),
);
