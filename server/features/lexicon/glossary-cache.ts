import { createHash } from 'node:crypto';
import {
  createGlossaryMatcher,
  type GlossaryEntry,
  type GlossaryMatcher,
} from '../../../common/domain/glossary-marking.ts';
import { readState } from '../../db/app-state.ts';
import type { Db } from '../../db/client.ts';

/**
 * The app_state row a statement trigger on `lexicon` bumps with every insert, update, delete or
 * truncate, whoever writes (admin API, content loader, another instance, psql; migration
 * `glossary_version_sql`, decision 025).
 */
export const GLOSSARY_VERSION_KEY = 'glossary_version';

/** Texts whose matches are remembered per glossary version; beyond it the memo starts afresh. */
const MEMO_LIMIT = 10_000;

type Compiled = { version: string; matcher: GlossaryMatcher; found: Map<string, string[]> };

/**
 * The glossary matcher, compiled once per glossary version, and the term ids found in each text
 * (memoised by the text's hash). Each use reads the version (one primary-key lookup), so a write on
 * any instance takes effect on every instance at its next request.
 */
export function createGlossaryCache(db: Db, load: () => Promise<GlossaryEntry[]>) {
  let compiled: Compiled | null = null;
  let pending: { version: string; promise: Promise<Compiled> } | null = null;

  async function current(): Promise<Compiled> {
    const version = (await readState(db, GLOSSARY_VERSION_KEY)) ?? '0';
    if (compiled?.version === version) return compiled;
    if (pending?.version !== version) {
      const promise = load().then((entries) => {
        const next = { version, matcher: createGlossaryMatcher(entries), found: new Map() };
        compiled = next;
        return next;
      });
      pending = { version, promise };
      promise.then(
        () => {
          if (pending?.promise === promise) pending = null;
        },
        () => {
          if (pending?.promise === promise) pending = null;
        },
      );
    }
    return pending!.promise;
  }

  return {
    /** Ids of the glossary entries that occur in any of the texts. */
    async termIdsIn(texts: readonly string[]): Promise<string[]> {
      const { matcher, found } = await current();
      const ids = new Set<string>();
      for (const text of texts) {
        const key = createHash('sha256').update(text).digest('base64url');
        let hits = found.get(key);
        if (!hits) {
          hits = [...matcher.find(text)];
          if (found.size >= MEMO_LIMIT) found.clear();
          found.set(key, hits);
        }
        for (const id of hits) ids.add(id);
      }
      return [...ids];
    },
  };
}

export type GlossaryCache = ReturnType<typeof createGlossaryCache>;
