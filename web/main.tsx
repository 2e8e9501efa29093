import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadForLocation } from './app/preload.ts';
import { AppRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

preloadForLocation(queryClient, window.location.pathname);

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
i18nReady.then(render, render);
