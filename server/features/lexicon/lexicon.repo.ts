import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LexiconCategory } from '../../../common/domain/enums.ts';
import { OTHER_LETTER } from '../../../common/domain/lexicon.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { LexiconLetter } from '../../../common/schemas/lexicon.ts';
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

export type TermFilter = {
  q?: string;
  /**
   * The learner's language: Turkish and English also search the translations (decision 028), and
   * order and file the entries by the term the learner is shown (its sort key).
   */
  lang?: Language;
  category?: LexiconCategory;
  letter?: LexiconLetter;
  /** The typo-tolerant search instead of the exact one. */
  fuzzy?: boolean;
};
/** Where the next page starts: the last row's sort key and id (keyset paging, decision 025). */
export type TermCursor = { sortKey: string; id: string };

/** The sort key of the term shown in a language (indexes lexicon_sort_idx, _tr_idx, _en_idx). */
const SORT_KEYS = { de: lexicon.sortKey, tr: lexicon.sortKeyTr, en: lexicon.sortKeyEn } as const;
const sortKeyColumn = (lang: Language = 'de') => SORT_KEYS[lang];
const sortKeyIn = (lang: Language | undefined) => sql`${sortKeyColumn(lang)} collate "C"`;

/** `letter` as a range on the sort key; '#' is everything outside a–z. */
function letterFilter(letter: LexiconLetter, lang: Language | undefined): SQL {
  const sortKey = sortKeyIn(lang);
  if (letter === OTHER_LETTER) return sql`not (${sortKey} >= 'a' and ${sortKey} < '{')`;
  const from = letter.toLowerCase();
  const to = String.fromCharCode(from.charCodeAt(0) + 1);
  return sql`${sortKey} >= ${from} and ${sortKey} < ${to}`;
}

/** Full-text configuration and columns of a content language (decision 028). */
const SEARCH = {
  tr: { config: 'turkish', vector: lexicon.searchVectorTr, path: '{tr,term}' },
  en: { config: 'english', vector: lexicon.searchVectorEn, path: '{en,term}' },
} as const;

/** Search operators ("phrase", -word, or): the user asked for exactly that, no fuzziness. */
const hasOperators = (q: string) => /"|(^|\s)-\S|\sor\s/i.test(q);

/** Whether a search that found nothing may retry with typo tolerance (4+ characters, no operators). */
export const mayBeTypo = (q: string) => q.trim().length >= 4 && !hasOperators(q);

/**
 * German full-text search tolerant of inflection (the German snowball stemmer behind
 * to_tsvector/websearch_to_tsquery) and of unfinished words (prefix query, substring of the term);
 * In Turkish and English the translated term is searched too, with that language's stemmer, and
 * German terms are still found (decision 028). With `fuzzy`, instead, small typos (pg_trgm similarity on the term). The fuzzy filter is the
 * costly one (similarity per row), so it only runs when the exact one found nothing (decision 025).
 * Uses the GIN indexes of migration 0004.
 */
function searchFilter(q: string, fuzzy: boolean, lang: Language | undefined): SQL {
  const lq = q.toLocaleLowerCase('de'); // as PostgreSQL's lower(), also for Turkish
  const search = lang && lang !== 'de' ? SEARCH[lang] : undefined;
  const terms = [sql`lower(${lexicon.term})`];
  if (search) terms.push(sql`lower(${lexicon.translations} #>> ${search.path})`);
  // Typos: whole-term similarity, or similarity to a part of a longer term.
  if (fuzzy) return or(...terms.flatMap((term) => [sql`${term} % ${lq}`, sql`${lq} <% ${term}`]))!;
  const prefix = prefixQuery(q);
  const matches: SQL[] = [sql`${lexicon.searchVector} @@ websearch_to_tsquery('german', ${q})`];
  if (search) matches.push(sql`${search.vector} @@ websearch_to_tsquery(${search.config}::regconfig, ${q})`);
  if (!hasOperators(q)) for (const term of terms) matches.push(sql`${term} like ${`%${escapeLike(lq)}%`}`);
  if (!hasOperators(q) && prefix) {
    matches.push(sql`${lexicon.searchVector} @@ to_tsquery('german', ${prefix})`);
    if (search) matches.push(sql`${search.vector} @@ to_tsquery(${search.config}::regconfig, ${prefix})`);
  }
  return or(...matches)!;
}

function where(filter: TermFilter): SQL | undefined {
  const q = filter.q?.trim() ?? '';
  const filters: SQL[] = [];
  if (filter.category) filters.push(eq(lexicon.category, filter.category));
  if (filter.letter) filters.push(letterFilter(filter.letter, filter.lang));
  if (q) filters.push(searchFilter(q, filter.fuzzy ?? false, filter.lang));
  return filters.length ? and(...filters) : undefined;
}

/**
 * One page of matching entries in the order of the terms shown in `lang` (its sort key), starting
 * after `after`, and the cursor of the next page (null on the last page). With `withTotal` (a search) also the
 * number of all matches, in the same statement: the costly filter runs once. Without a search the
 * service counts with `countTerms`, once per glossary version.
 */
export async function searchTerms(
  db: Db,
  input: TermFilter & { after?: TermCursor; limit: number; withTotal: boolean },
): Promise<{ rows: LexiconRow[]; next: TermCursor | null; total: number | null }> {
  const filters = [where(input)];
  const sortKey = sortKeyIn(input.lang);
  if (input.after) {
    filters.push(
      sql`(${sortKey}, ${lexicon.id}) > (${input.after.sortKey} collate "C", ${input.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      ...columns,
      sortKey: sortKeyColumn(input.lang),
      total: (input.withTotal ? sql`count(*) over ()` : sql`null`).mapWith(Number),
    })
    .from(lexicon)
    .where(and(...filters))
    .orderBy(sortKey, lexicon.id)
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ sortKey: _, total: __, ...row }) => row),
    next: rows.length > input.limit && last ? { sortKey: last.sortKey, id: last.id } : null,
    total: input.withTotal ? (rows[0]?.total ?? 0) : null,
  };
}

/** How many entries a category and letter filter has in a language (sent with the first page). */
export async function countTerms(
  db: Db,
  filter: Pick<TermFilter, 'category' | 'letter' | 'lang'>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lexicon).where(where(filter));
  return row?.n ?? 0;
}

/**
 * Entries whose term (case-insensitive) is one of `terms`. Written as a range on lower(term) per
 * name, because PostgreSQL plans `lower(term) = any(…)` on the trigram GIN index (which supports
 * equality) and then takes 200–500 ms at 5,000 terms; the range can only use the btree index
 * lexicon_term_lower_idx (decision 025). One lookup per name (a lateral subquery with a limit is
 * not flattened): as a plain join the planner scanned the whole glossary for a few names, 20 ms at
 * 11,800 terms instead of 0.02 ms.
 */
export async function findByTerms(
  db: Db,
  terms: string[],
): Promise<{ id: string; term: string; translations: Translations }[]> {
  if (terms.length === 0) return [];
  const lowered = [...new Set(terms.map((t) => t.toLocaleLowerCase('de')))];
  const names = sql.join(
    lowered.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await db.execute<{ id: string; term: string; translations: Translations }>(sql`
    select found.id, found.term, found.translations
      from unnest(array[${names}]::text[]) as wanted(name)
      cross join lateral (
        select ${lexicon.id} as id, ${lexicon.term} as term, ${lexicon.translations} as translations
          from ${lexicon}
         where lower(${lexicon.term}) >= wanted.name and lower(${lexicon.term}) <= wanted.name
         limit 1
      ) as found`);
  return rows.rows;
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
