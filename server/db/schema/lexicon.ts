import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyTextArray, id, sourceKey, translations, updatedAt } from './columns.ts';
import { lexiconCategoryEnum } from './enums.ts';

const noPendingList = { fastupdate: false };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A term as sort key: lower case, umlauts, Turkish letters (Ç Ğ İ ı Ö Ş Ü) and accents folded to
 * their base letter, ß as ss. Its first letter is the letter a term is filed under (`letterOf` in
 * common/domain/lexicon.ts folds the same way).
 */
const sortKeyOf = (term: string) =>
  sql.raw(
    `replace(lower(translate(${term}, 'ÄÖÜäöüÀÁÂÃÅàáâãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÕóòôõÚÙÛúùûÝýÿĞğİıŞş', 'AOUaouAAAAAaaaaaCcEEEEeeeeIIIIiiiiNnOOOOooooUUUuuuYyyGgIiSs')), 'ß', 'ss')`,
  );

/** The term a learner of `lang` is shown: translated when term and definition are (else German). */
const shownTerm = (lang: 'tr' | 'en') =>
  `case when btrim(coalesce("translations" #>> '{${lang},term}', '')) <> '' and btrim(coalesce("translations" #>> '{${lang},definition}', '')) <> '' then "translations" #>> '{${lang},term}' else "term" end`;

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
     * The glossary's paging order (decision 025): the term folded by `sortKeyOf` — German dictionary
     * order, the same on PGlite and PostgreSQL (compared with COLLATE "C").
     */
    sortKey: text('sort_key').notNull().generatedAlwaysAs(sortKeyOf('"term"')),
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
    /**
     * The order and letter a Turkish or English learner sees (issue 14): the term they are shown —
     * the translation when term and definition are translated, as `localize` decides, else German.
     */
    sortKeyTr: text('sort_key_tr')
      .notNull()
      .generatedAlwaysAs(sortKeyOf(shownTerm('tr'))),
    sortKeyEn: text('sort_key_en')
      .notNull()
      .generatedAlwaysAs(sortKeyOf(shownTerm('en'))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lexicon_term_lower_idx').on(sql`lower(${t.term})`),
    index('lexicon_category_idx').on(t.category),
    // Keyset paging of the list (decision 025); the letter filter is a range on the same index.
    index('lexicon_sort_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    index('lexicon_sort_tr_idx').on(sql`${t.sortKeyTr} collate "C"`, t.id),
    index('lexicon_sort_en_idx').on(sql`${t.sortKeyEn} collate "C"`, t.id),
    // GIN indexes without a pending list (fastupdate off, decision 025): with it, terms written since
    // the last vacuum sit in an unsorted list every search reads in full (up to 4 MB; PGlite never
    // vacuums the glossary), so a search cost what was last inserted. Glossary writes are rare.
    index('lexicon_search_idx').using('gin', t.searchVector).with(noPendingList),
    // Trigram index (pg_trgm, created in migration 0003) for typo-tolerant and substring search.
    index('lexicon_term_trgm_idx').using('gin', sql`lower(${t.term}) gin_trgm_ops`).with(noPendingList),
    index('lexicon_search_tr_idx').using('gin', t.searchVectorTr).with(noPendingList),
    index('lexicon_search_en_idx').using('gin', t.searchVectorEn).with(noPendingList),
    index('lexicon_term_tr_trgm_idx')
      .using('gin', sql`lower(${t.translations} #>> '{tr,term}') gin_trgm_ops`)
      .with(noPendingList),
    index('lexicon_term_en_trgm_idx')
      .using('gin', sql`lower(${t.translations} #>> '{en,term}') gin_trgm_ops`)
      .with(noPendingList),
  ],
);
