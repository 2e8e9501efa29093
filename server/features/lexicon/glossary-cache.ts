import { createHash } from 'node:crypto';
import {
  createGlossaryMatcher,
  type GlossaryEntry,
  type GlossaryMatcher,
} from '../../../common/domain/glossary-marking.ts';
import { TRANSLATION_LANGUAGES, type Translations } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { createVersionedCache } from '../../db/versioned-cache.ts';

/**
 * The app_state row a statement trigger on `lexicon` bumps with every insert, update, delete or
 * truncate, whoever writes (admin API, content loader, another instance, psql; migrations
 * `glossary_version_sql`, `content_version_sql`; decision 025).
 */
export const GLOSSARY_VERSION_KEY = 'glossary_version';

/** Texts whose matches are remembered per glossary version; beyond it the memo starts afresh. */
const MEMO_LIMIT = 10_000;

type Compiled = { matcher: GlossaryMatcher; found: Map<string, string[]> };

/** A glossary row as the cache loads it: the German term and its translations. */
export type GlossarySourceRow = { id: string; term: string; translations?: Translations | null };

/**
 * What the matcher looks for in a text of `language`: every German term, and in Turkish or English
 * also the translated term (its German bracket form, e.g. 'perhiz (Abstinenz)', comes with it).
 */
export function entriesFor(rows: readonly GlossarySourceRow[], language: Language): GlossaryEntry[] {
  return rows.flatMap((row) => {
    const german = { id: row.id, term: row.term, lang: 'de' as const };
    const translated = TRANSLATION_LANGUAGES.find((lang) => lang === language);
    const term = translated ? row.translations?.[translated]?.term : undefined;
    return typeof term === 'string' && term.trim() && translated
      ? [german, { id: row.id, term, lang: translated }]
      : [german];
  });
}

/**
 * The glossary matcher, compiled once per glossary version and language, and the term ids found in
 * each text (memoised by the text's hash). Each use reads the version (one primary-key lookup), so a
 * write on any instance takes effect on every instance at its next request.
 */
export function createGlossaryCache(db: Db, load: () => Promise<GlossarySourceRow[]>) {
  const compiled = createVersionedCache(
    db,
    GLOSSARY_VERSION_KEY,
    async (language: Language): Promise<Compiled> => ({
      matcher: createGlossaryMatcher(entriesFor(await load(), language)),
      found: new Map(),
    }),
  );

  return {
    /** Ids of the glossary entries that occur in any of the texts (written in `language`). */
    async termIdsIn(texts: readonly string[], language: Language = 'de'): Promise<string[]> {
      const { matcher, found } = await compiled.get(language);
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
