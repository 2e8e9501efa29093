import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './scripts/first-paint.ts';
import { routeChunk, routeDocuments } from './scripts/route-documents.ts';

// The signed-in frame in one chunk, and the overview (the first screen after sign-in) in another:
// a deep link such as /dashboard/plan does not load the overview's code (decision 075).
const dashboardChunk = routeChunk('dashboard', ['web/app/dashboard.tsx']);
const overviewChunk = routeChunk('overview', ['web/app/overview-route.tsx']);

// The SPA lives in web/; `npm run build` (scripts/publish-web.ts) writes it into a new
// dist/releases/<id>/ and points dist/web at it; the server serves dist/web.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    dashboardChunk.plugin,
    overviewChunk.plugin,
    tailwindcss(),
    // The skeleton paints from the document alone: styles inline, scripts low priority (040, 041).
    firstPaint(),
    // Documents the server sends for dashboard URLs (server/plugins/web.ts: spaDocument).
    routeDocuments(
      {
        'dashboard.html': ['web/app/dashboard.tsx'],
        'dashboard-overview.html': ['web/app/dashboard.tsx', 'web/app/overview-route.tsx'],
      },
      // The texts web/lib/i18n.ts loads before the first render in Turkish or English.
      /common\/i18n\/(tr|en)\/(?:common|auth)\.json$/,
    ),
    // The installable app (decision 027): manifest, icons, web/sw.ts with the precache list.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/dashboard',
        name: 'MPU-Vorbereitung',
        short_name: 'MPU',
        description: 'Wissen, Übungsfragen, Wiederholungen und Videos für Ihre MPU – auch offline.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#4338ca',
        background_color: '#f8fafc',
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The route copies of index.html are written next to it by routeDocuments (above).
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One stylesheet (Tailwind's), not one per chunk: firstPaint puts it into the HTML, and no lazy
    // chunk then names it among the files to load with it.
    cssCodeSplit: false,
    reportCompressedSize: false,
    // .vite/manifest.json: which chunks each module's chunk imports, for the first-visit JS budget
    // (bench/web-bytes.ts, e2e/budget.spec.ts). A dot folder: the server does not send it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, i18next, TanStack Query, wouter, the
            // sign-in page) in one chunk, not a dozen small ones: fewer requests on every first visit.
            { name: 'app', tags: ['$initial'], priority: 2 },
            dashboardChunk.group,
            overviewChunk.group,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
