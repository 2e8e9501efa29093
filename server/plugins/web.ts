import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language, toLanguage } from '../../common/i18n/languages.ts';

/** Written by scripts/route-documents.ts next to index.html. */
export const LANGUAGE_CHUNKS_FILE = 'language-chunks.json';

/** Hashed file names only: no path separators, no dots at the start. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

/**
 * Serves the built SPA (precompressed assets, long-lived caching for hashed files) from the release
 * `webRoot` points at when the server starts (dist/web → dist/releases/<id>, decision 046): a later
 * build switches the link, and this process keeps serving its own index.html and chunks. A hashed
 * asset it does not have is looked up in the other kept releases, so a tab that loaded another
 * version finds its chunks here too. Unknown non-API GETs get the SPA shell; the rest a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const root = webRoot && existsSync(path.join(webRoot, 'index.html')) ? realpathSync(webRoot) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (root && isSpaRequest(request.method, request.url)) {
      const preloads = documentPreloads(root, request.url, request.headers);
      if (preloads) reply.header('Link', preloads);
      return reply.header('Cache-Control', 'no-cache').sendFile(spaDocument(root, request.url));
    }
    return reply.status(404).send({ error: { code: 'not_found' } });
  });
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/assets/:name', { schema: { hide: true } }, (request, reply) => {
    const { name } = request.params as { name: string };
    const release = ASSET_NAME.test(name) ? keptReleaseWith(root, name) : undefined;
    if (!release) return reply.status(404).send({ error: { code: 'not_found' } });
    return reply.sendFile(`assets/${name}`, release);
  });
}

/** The newest other release beside `root` (dist/releases/*) that has assets/<name>. */
function keptReleaseWith(root: string, name: string): string | undefined {
  const releases = path.dirname(root);
  if (path.basename(releases) !== 'releases') return undefined;
  return readdirSync(releases)
    .sort()
    .reverse()
    .map((id) => path.join(releases, id))
    .find((dir) => dir !== root && existsSync(path.join(dir, 'assets', name)));
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

/**
 * `language-chunks.json` of the build (scripts/route-documents.ts): per language the chunks of its
 * start-up texts (every page), and per route document the other texts its preloaded chunks wait for.
 */
type LanguageChunks = Partial<Record<Language, string[]>> & {
  documents?: Record<string, Partial<Record<Language, string[]>>>;
};
const languageChunkFiles = new Map<string, LanguageChunks>();

function languageChunks(webRoot: string): LanguageChunks {
  let chunks = languageChunkFiles.get(webRoot);
  if (!chunks) {
    const file = path.join(webRoot, LANGUAGE_CHUNKS_FILE);
    chunks = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LanguageChunks) : {};
    languageChunkFiles.set(webRoot, chunks);
  }
  return chunks;
}

/**
 * Preload hints sent with a page's HTML (issue 12), so what the first screen waits for starts with
 * the HTML instead of after the entry script: in Turkish or English, the chunks with that language's
 * start-up texts (German is in the entry) and those of the shell (and overview) the document
 * preloads; on /dashboard, the session check and the overview data in that language.
 */
export function documentPreloads(webRoot: string, url: string, headers: DocumentHeaders): string | undefined {
  const [pathname = '', search = ''] = url.split('?');
  const language = detectedLanguage(search, headers);
  const chunks = languageChunks(webRoot);
  const documentTexts = chunks.documents?.[spaDocument(webRoot, url)]?.[language] ?? [];
  const links = [...(chunks[language] ?? []), ...documentTexts].map(
    (file) => `</${file}>; rel=modulepreload; fetchpriority=low`,
  );
  if (pathname === '/dashboard' || pathname === '/dashboard/') {
    for (const target of ['/api/me', `/api/overview?language=${language}`])
      links.push(`<${target}>; rel=preload; as=fetch; crossorigin`);
  }
  return links.length ? links.join(', ') : undefined;
}
