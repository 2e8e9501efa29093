import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sourceKey, updatedAt } from './columns.ts';
import { lexiconCategoryEnum } from './enums.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const lexicon = pgTable(
  'lexicon',
  {
    id: id(),
    term: text('term').notNull(),
    definition: text('definition').notNull(),
    category: lexiconCategoryEnum('category').notNull(),
    related: text('related').array().notNull().default(emptyTextArray),
    /** German full-text index of term (weight A) and definition (weight B), kept by PostgreSQL. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('german'::regconfig, "term"), 'A') || setweight(to_tsvector('german'::regconfig, "definition"), 'B')`,
      ),
    sourceKey: sourceKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lexicon_term_lower_idx').on(sql`lower(${t.term})`),
    index('lexicon_category_idx').on(t.category),
    index('lexicon_search_idx').using('gin', t.searchVector),
    // Trigram index (pg_trgm, created in migration 0003) for typo-tolerant and substring search.
    index('lexicon_term_trgm_idx').using('gin', sql`lower(${t.term}) gin_trgm_ops`),
  ],
);
