import path from 'node:path';
import { z } from 'zod';
import { LEXICON_CATEGORIES } from '../../common/domain/enums.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { contentKey, nonEmpty, parseWith, readYaml } from './files.ts';
import type { ContentModule } from './loader.ts';
import { loadBatch } from './store.ts';
import { readLexiconTranslations } from './translation-files.ts';

/** A single line of text (terms, related terms): trimmed, not empty, no line break. */
const line = nonEmpty.refine((text) => !/[\r\n]/.test(text), 'must be a single line');
const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const lexiconTermSchema = z.strictObject({
  key: contentKey,
  term: line,
  category: z.enum(LEXICON_CATEGORIES),
  definition: nonEmpty,
  /** Other glossary terms, named by their `term`. */
  related: z.array(line).refine(unique, 'related terms must differ').default([]),
});
export const lexiconFileSchema = z.strictObject({ terms: z.array(lexiconTermSchema).min(1) });

export type LexiconTerm = z.infer<typeof lexiconTermSchema>;

/** content/lexicon.yaml, validated. */
export function readLexicon(contentDir: string): LexiconTerm[] {
  const file = path.join(contentDir, 'lexicon.yaml');
  return parseWith(lexiconFileSchema, readYaml(file), file).terms;
}

/**
 * The glossary (`lexicon:` keys). A term an administrator already created under the same name
 * (names are unique, case-insensitive) is left alone: the shipped entry is skipped, not recorded.
 */
export const lexiconContent: ContentModule = {
  kind: 'lexicon',
  load: (db, contentDir) => {
    const terms = readLexicon(contentDir);
    const translated = readLexiconTranslations(contentDir);
    return loadBatch(db, async (batch) => {
      const rows = await batch.tx.select({ term: lexicon.term, sourceKey: lexicon.sourceKey }).from(lexicon);
      const owner = new Map(rows.map((row) => [row.term.toLowerCase(), row.sourceKey]));
      const items = terms
        .map((term) => ({ term, key: `lexicon:${term.key}` }))
        .filter(({ term, key }) => {
          const holder = owner.get(term.term.toLowerCase());
          return holder === undefined || holder === key || batch.wasLoaded(key);
        });
      batch.skip(terms.length - items.length);
      await batch.put(
        lexicon,
        items.map(({ term, key }) => ({
          key,
          translations: translated.get(key),
          values: {
            term: term.term,
            definition: term.definition,
            category: term.category,
            related: term.related,
          },
        })),
      );
    });
  },
};
