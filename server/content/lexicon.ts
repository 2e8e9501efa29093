import path from 'node:path';
import { z } from 'zod';
import { LEXICON_CATEGORIES } from '../../common/domain/enums.ts';
import type { Db } from '../db/client.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { type ContentModule, contentKey, line, loadedKeys, readYaml, recordLoaded } from './source-keys.ts';

const KIND = 'lexicon';

export const lexiconTermSchema = z.strictObject({
  key: contentKey,
  term: line,
  category: z.enum(LEXICON_CATEGORIES),
  definition: z.string().trim().min(1),
  related: z.array(line).default([]),
});
export const lexiconFileSchema = z.strictObject({ terms: z.array(lexiconTermSchema).min(1) });

export type LexiconTerm = z.infer<typeof lexiconTermSchema>;

/** `content/lexicon.yaml`, validated. */
export function readLexicon(contentDir: string): LexiconTerm[] {
  return readYaml(path.join(contentDir, 'lexicon.yaml'), lexiconFileSchema).terms;
}

/** The glossary terms of content/lexicon.yaml; inserts what was never loaded, never overwrites. */
export const lexiconModule: ContentModule = {
  kind: KIND,
  async load(db: Db, contentDir: string) {
    const terms = readLexicon(contentDir);
    return db.transaction(async (tx) => {
      const seen = await loadedKeys(tx, KIND);
      const fresh = terms.filter((t) => !seen.has(`${KIND}:${t.key}`));
      if (fresh.length === 0) return { inserted: 0, skipped: terms.length };
      const rows = await tx
        .insert(lexicon)
        .values(
          fresh.map((t) => ({
            term: t.term,
            definition: t.definition,
            category: t.category,
            related: t.related,
            sourceKey: `${KIND}:${t.key}`,
          })),
        )
        // No target: an admin's own entry with the same term (unique, case-insensitive) also wins.
        .onConflictDoNothing()
        .returning({ sourceKey: lexicon.sourceKey });
      const inserted = rows.map((r) => r.sourceKey!);
      await recordLoaded(tx, inserted);
      return { inserted: inserted.length, skipped: terms.length - inserted.length };
    });
  },
};
