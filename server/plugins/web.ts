import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, toLanguage } from '../../common/i18n/languages.ts';

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

/**
 * Preload hints for a first visit to the overview (issue 12): the session check and the overview data
 * start with the HTML instead of after the entry script. The overview's language is the one the
 * browser will detect (web/lib/language-detector.ts): `?lng=`, the `i18next` cookie, then the first
 * supported language of Accept-Language; a language chosen only in local storage is not visible here,
 * and then the hint costs one small request.
 */
export function overviewPreloads(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string | undefined {
  const [pathname = '', search = ''] = url.split('?');
  if (pathname !== '/dashboard' && pathname !== '/dashboard/') return undefined;
  const fromCookie = headers.cookie?.match(/(?:^|;\s*)i18next=([^;]+)/)?.[1];
  const fromBrowser = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .find((tag) => (LANGUAGES as readonly string[]).includes(tag.split('-')[0]!.toLowerCase()));
  const language = toLanguage(new URLSearchParams(search).get('lng') ?? fromCookie ?? fromBrowser);
  return [`</api/me>`, `</api/overview?language=${language}>`]
    .map((target) => `${target}; rel=preload; as=fetch; crossorigin`)
    .join(', ');
}
