import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadForLocation } from './app/preload.ts';
import { AppRouter } from './app/router.tsx';
import { ApiError } from './lib/api-client.ts';
import { reloadOnMissingChunks } from './lib/chunk-reload.ts';
import i18n, { i18nReady } from './lib/i18n.ts';
import { refetchOnLanguageChange } from './lib/refetch-on-language.ts';
import { sessionChanged, sessionKeys } from './lib/session.ts';
import './styles.css';

const queryClient: QueryClient = new QueryClient({
  // 'always': requests run while the browser says offline, so the service worker can answer from its
  // cache, a page without a copy shows its error instead of waiting, and answers reach the offline
  // queue (decision 027).
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
  queryCache: new QueryCache({
    // The server ended the session (expired, signed out elsewhere, account deleted): back to sign-in.
    onError: (error, query) => {
      if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== sessionKeys.me[0]) {
        void sessionChanged(queryClient, null);
      }
    },
  }),
});

// A chunk gone after an upgrade: one reload at the same URL (decision 046).
reloadOnMissingChunks();
preloadForLocation(queryClient, window.location.pathname);

// Another language, fresh answers; only a change after start: the detected language's own first
// load must not fetch the preloaded data again.
const listenForLanguageChanges = () => refetchOnLanguageChange(queryClient, i18n);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// German is bundled, so this waits only when another language's chunk has to load first.
i18nReady.then(render, render).finally(listenForLanguageChanges);
