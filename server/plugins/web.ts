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

/** Unknown non-API GETs are client routes: answer with the SPA shell. */
export function isSpaRequest(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !path.extname(url.split('?')[0] ?? '')
  );
}
