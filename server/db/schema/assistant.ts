import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { mpuTypeEnum } from './enums.ts';

/**
 * The GIN indexes' pending list, 256 kB instead of 4 MB: inserts still go into it in bulk (a content
 * import adds three passages per question), but the insert that overflows it merges at most this
 * much at once. With 4 MB a 10,000-question import stalled the embedded database ≈ 100 ms at a time
 * (its health check waits between statements); without a list every insert cost 40–90 ms (decision 024).
 */
const smallPendingList = { gin_pending_list_limit: 256 };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the assistant searches: one row per paragraph of a chapter, per glossary term, per exam
 * question with an explanation and per news item. Derived data, filled and kept in sync by the
 * triggers of the custom migration `assistant_passages_sql` (docs/decisions/017-assistant-retrieval.md).
 */
export const assistantPassages = pgTable(
  'assistant_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['chapter', 'term', 'question', 'news'] }).notNull(),
    /** The chapter, term, question or news item the passage comes from. */
    originId: uuid('origin_id').notNull(),
    /** Where a link goes: the course of a chapter, the category of a question. */
    parentId: uuid('parent_id'),
    /** The origin's content key (`chapter:…`, `lexicon:…`), null for items an admin created. */
    sourceKey: text('source_key'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /** The nearest heading of a chapter paragraph, the question of an explanation. */
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    /** The MPU reasons the origin is for; empty means every reason. */
    mpuTypes: mpuTypeEnum('mpu_types').array().notNull().default(sql`'{}'::mpu_type[]`),
    /**
     * The language of title, heading and body: 'de', or 'tr'/'en' for a passage made from an item's
     * translation (decision 030). The search vector uses that language's stemmer.
     */
    lang: text('lang', { enum: ['de', 'tr', 'en'] })
      .notNull()
      .default('de'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`case "lang" when 'tr' then setweight(to_tsvector('turkish'::regconfig, "title"), 'A') || setweight(to_tsvector('turkish'::regconfig, "heading"), 'B') || setweight(to_tsvector('turkish'::regconfig, "body"), 'C') when 'en' then setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "heading"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C') else setweight(to_tsvector('german'::regconfig, "title"), 'A') || setweight(to_tsvector('german'::regconfig, "heading"), 'B') || setweight(to_tsvector('german'::regconfig, "body"), 'C') end`,
      ),
  },
  (t) => [
    index('assistant_passages_origin_idx').on(t.originId, t.lang),
    index('assistant_passages_search_idx').using('gin', t.searchVector).with(smallPendingList),
    index('assistant_passages_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with(smallPendingList),
  ],
);

/**
 * How many passages of each language contain each stem ('' counts all passages of the language):
 * the inverse document frequency of a question's words without counting matches at question time.
 * Per language (issue 14), so a German question is weighed by German passages only and a Turkish or
 * English one by the passages it searches (its language and German). Kept by statement triggers on
 * assistant_passages (migrations `assistant_passages_sql`, `assistant_terms_by_language_sql`).
 */
export const assistantTerms = pgTable(
  'assistant_terms',
  {
    lang: text('lang', { enum: ['de', 'tr', 'en'] })
      .notNull()
      .default('de'),
    lexeme: text('lexeme').notNull(),
    passages: integer('passages').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.lexeme] }),
    index('assistant_terms_prefix_idx').on(t.lang, t.lexeme.op('text_pattern_ops')),
  ],
);
