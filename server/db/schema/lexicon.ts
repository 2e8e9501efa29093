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
    /**
     * The glossary's paging order (decision 025): lower case, umlauts and accents folded to their
     * base letter, ß as ss — German dictionary order, the same on PGlite and PostgreSQL (compared
     * with COLLATE "C").
     */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs(
        sql`replace(lower(translate("term", 'ÄÖÜäöüÀÁÂÃÅàáâãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÕóòôõÚÙÛúùûÝýÿ', 'AOUaouAAAAAaaaaaCcEEEEeeeeIIIIiiiiNnOOOOooooUUUuuuYyy')), 'ß', 'ss')`,
      ),
    sourceKey: sourceKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lexicon_term_lower_idx').on(sql`lower(${t.term})`),
    index('lexicon_category_idx').on(t.category),
    // Keyset paging of the list (decision 025); the letter filter is a range on the same index.
    index('lexicon_sort_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    index('lexicon_search_idx').using('gin', t.searchVector),
    // Trigram index (pg_trgm, created in migration 0003) for typo-tolerant and substring search.
    index('lexicon_term_trgm_idx').using('gin', sql`lower(${t.term}) gin_trgm_ops`),
  ],
);
