import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeDocuments } from './scripts/route-documents.ts';

// The SPA lives in web/; `npm run build` writes dist/web, which the server serves.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Documents the server sends for dashboard URLs (server/plugins/web.ts: spaDocument).
    routeDocuments({
      'dashboard.html': ['web/app/dashboard.tsx'],
      'dashboard-overview.html': ['web/app/dashboard.tsx', 'web/app/overview-route.tsx'],
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
