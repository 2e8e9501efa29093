import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readState, writeState } from '../db/app-state.ts';
import type { Db } from '../db/client.ts';
import { coursesContent } from './courses.ts';
import { lexiconContent } from './lexicon.ts';
import { newsContent } from './news.ts';
import { questionsContent } from './questions.ts';
import type { LoadResult } from './store.ts';
import { videosContent } from './videos.ts';

/**
 * One kind of content: reads its files under `contentDir` and inserts what was never loaded, in one
 * transaction (use `loadBatch` from store.ts). Rules: docs/decisions/009-content-loading.md.
 */
export type ContentModule = {
  kind: string;
  load: (db: Db, contentDir: string) => Promise<LoadResult>;
};

/** Every content module, in load order. */
export const contentModules: ContentModule[] = [
  lexiconContent,
  questionsContent,
  coursesContent,
  videosContent,
  newsContent,
];

/** The content pack shipped with the app. */
export const defaultContentDir = fileURLToPath(new URL('../../content', import.meta.url));

type Log = { info: (msg: string) => void };

export class ContentLoadError extends Error {
  readonly failures: { kind: string; error: unknown }[];
  constructor(failures: { kind: string; error: unknown }[]) {
    super(
      `Content not loaded: ${failures
        .map((f) => `${f.kind}: ${f.error instanceof Error ? f.error.message : String(f.error)}`)
        .join('; ')}`,
    );
    this.failures = failures;
  }
}

/**
 * Loads the content pack into the database: idempotent, never overwrites what an administrator
 * edited and never brings back what they deleted. Runs at every start and on `npm run content:load`.
 * A failing module does not stop the others; a `ContentLoadError` names every failure at the end.
 */
export async function loadContent(
  db: Db,
  options: { contentDir?: string; log?: Log; modules?: ContentModule[] } = {},
): Promise<Record<string, LoadResult>> {
  const contentDir = options.contentDir ?? defaultContentDir;
  const results: Record<string, LoadResult> = {};
  const failures: { kind: string; error: unknown }[] = [];
  for (const module of options.modules ?? contentModules) {
    try {
      results[module.kind] = await module.load(db, contentDir);
    } catch (error) {
      failures.push({ kind: module.kind, error });
    }
  }
  const summary = Object.entries(results)
    .map(([kind, r]) => `${kind} ${r.inserted} new, ${r.updated} updated, ${r.skipped} kept`)
    .join('; ');
  options.log?.info(`Content pack: ${summary || 'nothing loaded'}`);
  if (failures.length > 0) throw new ContentLoadError(failures);
  return results;
}

const FINGERPRINT_KEY = 'content_fingerprint';
const loaderSources = fileURLToPath(new URL('.', import.meta.url));

function* statsUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* statsUnder(full);
    else if (entry.isFile()) {
      const stat = statSync(full);
      yield `${full}\0${stat.size}\0${stat.mtimeMs}`;
    }
  }
}

/** Names, sizes and modification times of the pack's files and of the loader's own code: no reading. */
export function contentFingerprint(contentDir: string): string {
  const hash = createHash('sha256');
  for (const line of statsUnder(contentDir)) hash.update(line).update('\n');
  for (const line of statsUnder(loaderSources)) hash.update(line).update('\n');
  return hash.digest('hex');
}

/**
 * At start (issue 12): `loadContent` only when a file of the pack (or the loader) changed since the
 * last complete load on this database; reading, parsing and comparing every file took seconds.
 * `npm run content:load` still loads unconditionally.
 */
export async function loadContentIfChanged(
  db: Db,
  options: { contentDir?: string; log?: Log } = {},
): Promise<'unchanged' | 'loaded'> {
  const fingerprint = contentFingerprint(options.contentDir ?? defaultContentDir);
  if ((await readState(db, FINGERPRINT_KEY)) === fingerprint) {
    options.log?.info('Content pack unchanged since the last load');
    return 'unchanged';
  }
  await loadContent(db, options);
  await writeState(db, FINGERPRINT_KEY, fingerprint);
  return 'loaded';
}
