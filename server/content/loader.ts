import { fileURLToPath } from 'node:url';
import { readState, writeState } from '../db/app-state.ts';
import type { Db } from '../db/client.ts';
import { coursesContent } from './courses.ts';
import { contentFingerprint } from './fingerprint.ts';
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

const FINGERPRINT = 'content_fingerprint';

/**
 * Loads the content pack into the database: idempotent, never overwrites what an administrator
 * edited and never brings back what they deleted. Runs at every start and on `npm run content:load`.
 * A failing module does not stop the others; a `ContentLoadError` names every failure at the end.
 * `whenChanged` (the start): skips the load when the pack, the loader and the schema are those of
 * the last complete load (app_state.content_fingerprint), and returns no results then.
 */
export async function loadContent(
  db: Db,
  options: { contentDir?: string; log?: Log; modules?: ContentModule[]; whenChanged?: boolean } = {},
): Promise<Record<string, LoadResult>> {
  const contentDir = options.contentDir ?? defaultContentDir;
  const modules = options.modules ?? contentModules;
  const fingerprint = contentFingerprint(
    contentDir,
    modules.map((module) => module.kind),
  );
  if (options.whenChanged && (await readState(db, FINGERPRINT)) === fingerprint) {
    options.log?.info('Content pack: unchanged since the last load, not read again');
    return {};
  }
  const results: Record<string, LoadResult> = {};
  const failures: { kind: string; error: unknown }[] = [];
  for (const module of modules) {
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
  await writeState(db, FINGERPRINT, fingerprint);
  return results;
}
