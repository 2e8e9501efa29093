import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LexiconCategory } from '../../../common/domain/enums.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { lexicon } from '../../db/schema/lexicon.ts';

const columns = {
  id: lexicon.id,
  term: lexicon.term,
  definition: lexicon.definition,
  category: lexicon.category,
  related: lexicon.related,
  translations: lexicon.translations,
};
export type LexiconRow = {
  id: string;
  term: string;
  definition: string;
  category: LexiconCategory;
  related: string[];
  translations: Translations;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** "abstinenz nachw" → "abstinenz:* & nachw:*" (only letters and digits reach to_tsquery). */
export function prefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Full-text configuration and columns of a content language (decision 028). */
const SEARCH = {
  tr: { config: 'turkish', vector: lexicon.searchVectorTr, path: '{tr,term}' },
  en: { config: 'english', vector: lexicon.searchVectorEn, path: '{en,term}' },
} as const;

/**
 * German full-text search tolerant of inflection (the German snowball stemmer behind
 * to_tsvector/websearch_to_tsquery), of unfinished words (prefix query, substring of the term) and
 * of small typos (pg_trgm similarity on the term). Uses the GIN indexes of migration 0004. In Turkish
 * and English the translated term and definition are searched the same way with that language's
 * stemmer (decision 028), and German terms are still found.
 */
export async function searchTerms(
  db: Db,
  input: { q?: string; category?: LexiconCategory; limit: number; lang?: Language },
): Promise<{ rows: LexiconRow[]; total: number }> {
  const q = input.q?.trim() ?? '';
  const filters: SQL[] = [];
  if (input.category) filters.push(eq(lexicon.category, input.category));
  const search = input.lang && input.lang !== 'de' ? SEARCH[input.lang] : undefined;
  const shownTerm = search
    ? sql`lower(coalesce(${lexicon.translations} #>> ${search.path}, ${lexicon.term}))`
    : sql`lower(${lexicon.term})`;
  let order: SQL[] = [shownTerm];
  if (q) {
    const lq = q.toLocaleLowerCase('de'); // as PostgreSQL's lower(), also for Turkish
    const prefix = prefixQuery(q);
    const terms = [sql`lower(${lexicon.term})`];
    if (search) terms.push(sql`lower(${lexicon.translations} #>> ${search.path})`);
    const matches: SQL[] = [sql`${lexicon.searchVector} @@ websearch_to_tsquery('german', ${q})`];
    if (search) {
      matches.push(sql`${search.vector} @@ websearch_to_tsquery(${search.config}::regconfig, ${q})`);
    }
    // With search operators ("phrase", -word, or) the user asked for exactly that: no fuzziness.
    const exact = /"|(^|\s)-\S|\sor\s/i.test(q);
    for (const term of terms) {
      if (!exact) matches.push(sql`${term} like ${`%${escapeLike(lq)}%`}`);
      if (!exact && lq.length >= 4) {
        // Typos: whole-term similarity, or similarity to a part of a longer term.
        matches.push(sql`${term} % ${lq}`, sql`${lq} <% ${term}`);
      }
    }
    if (!exact && prefix) {
      matches.push(sql`${lexicon.searchVector} @@ to_tsquery('german', ${prefix})`);
      if (search) matches.push(sql`${search.vector} @@ to_tsquery(${search.config}::regconfig, ${prefix})`);
    }
    filters.push(or(...matches)!);
    const vector = search?.vector ?? lexicon.searchVector;
    const config = search?.config ?? 'german';
    order = [
      sql`(${shownTerm} = ${lq} or lower(${lexicon.term}) = ${lq}) desc`,
      sql`greatest(word_similarity(${lq}, ${shownTerm}), word_similarity(${lq}, lower(${lexicon.term}))) desc`,
      sql`ts_rank(${vector}, websearch_to_tsquery(${config}::regconfig, ${q})) desc`,
      shownTerm,
    ];
  }
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(lexicon)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(...order)
    .limit(input.limit);
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Entries whose term (case-insensitive) is one of `terms`. */
export async function findByTerms(
  db: Db,
  terms: string[],
): Promise<{ id: string; term: string; translations: Translations }[]> {
  if (terms.length === 0) return [];
  const lowered = [...new Set(terms.map((t) => t.toLocaleLowerCase('de')))];
  return db
    .select({ id: lexicon.id, term: lexicon.term, translations: lexicon.translations })
    .from(lexicon)
    .where(inArray(sql`lower(${lexicon.term})`, lowered));
}

/** Every entry's id and term (what chapter text is matched against). */
export function allTerms(db: Db) {
  return db.select({ id: lexicon.id, term: lexicon.term, translations: lexicon.translations }).from(lexicon);
}

export function briefByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: lexicon.id,
      term: lexicon.term,
      definition: lexicon.definition,
      category: lexicon.category,
      translations: lexicon.translations,
    })
    .from(lexicon)
    .where(inArray(lexicon.id, ids));
}

export async function findById(db: Db, id: string): Promise<LexiconRow | undefined> {
  const [row] = await db.select(columns).from(lexicon).where(eq(lexicon.id, id));
  return row;
}

type Values = { term: string; definition: string; category: LexiconCategory; related: string[] };

export async function insertTerm(db: Db, values: Values): Promise<LexiconRow> {
  const [row] = await db.insert(lexicon).values(values).returning(columns);
  return row!;
}

export async function updateTerm(db: Db, id: string, values: Values): Promise<LexiconRow | undefined> {
  const [row] = await db
    .update(lexicon)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(lexicon.id, id))
    .returning(columns);
  return row;
}

export async function deleteTerm(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(lexicon).where(eq(lexicon.id, id)).returning({ id: lexicon.id });
  return rows.length > 0;
}

/** After a rename, other entries' related lists follow the new name. */
export async function renameRelated(db: Db, from: string, to: string): Promise<void> {
  await db
    .update(lexicon)
    .set({ related: sql`array_replace(${lexicon.related}, ${from}, ${to})` })
    .where(sql`${from} = any(${lexicon.related})`);
}
