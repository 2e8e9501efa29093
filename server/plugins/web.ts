import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language, toLanguage } from '../../common/i18n/languages.ts';

/** Written by scripts/route-documents.ts next to index.html. */
export const LANGUAGE_CHUNKS_FILE = 'language-chunks.json';

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

type DocumentHeaders = { cookie?: string; 'accept-language'?: string };

/**
 * The language the browser will detect (web/lib/language-detector.ts): `?lng=`, the `i18next` cookie,
 * then the first supported language of Accept-Language. A language chosen only in local storage is
 * not visible here; then a hint below costs one small request.
 */
function detectedLanguage(search: string, headers: DocumentHeaders): Language {
  const fromCookie = headers.cookie?.match(/(?:^|;\s*)i18next=([^;]+)/)?.[1];
  const fromBrowser = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .find((tag) => (LANGUAGES as readonly string[]).includes(tag.split('-')[0]!.toLowerCase()));
  return toLanguage(new URLSearchParams(search).get('lng') ?? fromCookie ?? fromBrowser);
}

const languageChunkFiles = new Map<string, Record<string, string[]>>();

/** `language-chunks.json` of the build (scripts/route-documents.ts): the chunks of tr/en start-up texts. */
function languageChunks(webRoot: string): Record<string, string[]> {
  let chunks = languageChunkFiles.get(webRoot);
  if (!chunks) {
    const file = path.join(webRoot, LANGUAGE_CHUNKS_FILE);
    chunks = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
    languageChunkFiles.set(webRoot, chunks);
  }
  return chunks;
}

/**
 * Preload hints sent with a page's HTML (issue 12), so what the first screen waits for starts with
 * the HTML instead of after the entry script: in Turkish or English, the chunks with that language's
 * start-up texts (German is in the entry); on /dashboard, the session check and the overview data in
 * that language.
 */
export function documentPreloads(webRoot: string, url: string, headers: DocumentHeaders): string | undefined {
  const [pathname = '', search = ''] = url.split('?');
  const language = detectedLanguage(search, headers);
  const links = (languageChunks(webRoot)[language] ?? []).map(
    (file) => `</${file}>; rel=modulepreload; fetchpriority=low`,
  );
  if (pathname === '/dashboard' || pathname === '/dashboard/') {
    for (const target of ['/api/me', `/api/overview?language=${language}`])
      links.push(`<${target}>; rel=preload; as=fetch; crossorigin`);
  }
  return links.length ? links.join(', ') : undefined;
}
