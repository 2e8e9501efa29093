import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA (precompressed assets, long-lived caching for hashed files). */
export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<boolean> {
  if (!existsSync(path.join(webRoot, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webRoot,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * The HTML for a client route: dashboard URLs get a copy of index.html that also preloads the chunks
 * they need (written by scripts/route-documents.ts at build time), everything else index.html.
 */
export function spaDocument(webRoot: string, url: string): string {
  const pathname = url.split('?')[0] ?? '';
  const name =
    pathname === '/dashboard' || pathname === '/dashboard/'
      ? 'dashboard-overview.html'
      : pathname.startsWith('/dashboard/')
        ? 'dashboard.html'
        : 'index.html';
  return name !== 'index.html' && existsSync(path.join(webRoot, name)) ? name : 'index.html';
}

/** Unknown non-API GETs are client routes: answer with the SPA shell. */
export function isSpaRequest(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !path.extname(url.split('?')[0] ?? '')
  );
}
