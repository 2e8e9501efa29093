import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LexiconCategory } from '../../../common/domain/enums.ts';
import type { Db } from '../../db/client.ts';
import { lexicon } from '../../db/schema/lexicon.ts';

const columns = {
  id: lexicon.id,
  term: lexicon.term,
  definition: lexicon.definition,
  category: lexicon.category,
  related: lexicon.related,
};
export type LexiconRow = {
  id: string;
  term: string;
  definition: string;
  category: LexiconCategory;
  related: string[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** "abstinenz nachw" → "abstinenz:* & nachw:*" (only letters and digits reach to_tsquery). */
export function prefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * German full-text search tolerant of inflection (the German snowball stemmer behind
 * to_tsvector/websearch_to_tsquery), of unfinished words (prefix query, substring of the term) and
 * of small typos (pg_trgm similarity on the term). Uses the GIN indexes of migration 0004.
 */
export async function searchTerms(
  db: Db,
  input: { q?: string; category?: LexiconCategory; limit: number },
): Promise<{ rows: LexiconRow[]; total: number }> {
  const q = input.q?.trim() ?? '';
  const filters: SQL[] = [];
  if (input.category) filters.push(eq(lexicon.category, input.category));
  let order: SQL[] = [sql`lower(${lexicon.term})`];
  if (q) {
    const lq = q.toLocaleLowerCase('de');
    const prefix = prefixQuery(q);
    const term = sql`lower(${lexicon.term})`;
    const matches: SQL[] = [sql`${lexicon.searchVector} @@ websearch_to_tsquery('german', ${q})`];
    // With search operators ("phrase", -word, or) the user asked for exactly that: no fuzziness.
    const exact = /"|(^|\s)-\S|\sor\s/i.test(q);
    if (!exact) matches.push(sql`${term} like ${`%${escapeLike(lq)}%`}`);
    if (!exact && prefix) matches.push(sql`${lexicon.searchVector} @@ to_tsquery('german', ${prefix})`);
    if (!exact && lq.length >= 4) {
      // Typos: whole-term similarity, or similarity to a part of a longer term.
      matches.push(sql`${term} % ${lq}`, sql`${lq} <% ${term}`);
    }
    filters.push(or(...matches)!);
    order = [
      sql`(${term} = ${lq}) desc`,
      sql`word_similarity(${lq}, ${term}) desc`,
      sql`ts_rank(${lexicon.searchVector}, websearch_to_tsquery('german', ${q})) desc`,
      sql`${term}`,
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
export async function findByTerms(db: Db, terms: string[]): Promise<{ id: string; term: string }[]> {
  if (terms.length === 0) return [];
  const lowered = [...new Set(terms.map((t) => t.toLocaleLowerCase('de')))];
  return db
    .select({ id: lexicon.id, term: lexicon.term })
    .from(lexicon)
    .where(inArray(sql`lower(${lexicon.term})`, lowered));
}

/** Every entry's id and term (what chapter text is matched against). */
export function allTerms(db: Db) {
  return db.select({ id: lexicon.id, term: lexicon.term }).from(lexicon);
}

export function briefByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: lexicon.id,
      term: lexicon.term,
      definition: lexicon.definition,
      category: lexicon.category,
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
