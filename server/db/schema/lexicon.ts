import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sourceKey, translations, updatedAt } from './columns.ts';
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
    translations: translations(),
    /** The same for the Turkish and English translations (decision 028), with the language's stemmer. */
    searchVectorTr: tsvector('search_vector_tr')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('turkish'::regconfig, coalesce("translations" #>> '{tr,term}', '')), 'A') || setweight(to_tsvector('turkish'::regconfig, coalesce("translations" #>> '{tr,definition}', '')), 'B')`,
      ),
    searchVectorEn: tsvector('search_vector_en')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("translations" #>> '{en,term}', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("translations" #>> '{en,definition}', '')), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lexicon_term_lower_idx').on(sql`lower(${t.term})`),
    index('lexicon_category_idx').on(t.category),
    index('lexicon_search_idx').using('gin', t.searchVector),
    // Trigram index (pg_trgm, created in migration 0003) for typo-tolerant and substring search.
    index('lexicon_term_trgm_idx').using('gin', sql`lower(${t.term}) gin_trgm_ops`),
    index('lexicon_search_tr_idx').using('gin', t.searchVectorTr),
    index('lexicon_search_en_idx').using('gin', t.searchVectorEn),
    index('lexicon_term_tr_trgm_idx').using(
      'gin',
      sql`lower(${t.translations} #>> '{tr,term}') gin_trgm_ops`,
    ),
    index('lexicon_term_en_trgm_idx').using(
      'gin',
      sql`lower(${t.translations} #>> '{en,term}') gin_trgm_ops`,
    ),
  ],
);
