import { sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { isQuestionWord, questionText } from './question-words.ts';

export type PassageKind = 'chapter' | 'term' | 'question' | 'news';

export type Hit = {
  kind: PassageKind;
  originId: string;
  parentId: string | null;
  sourceKey: string | null;
  title: string;
  heading: string;
  body: string;
  /** The course of a chapter, the category of a question. */
  parentTitle: string | null;
  /** The language of `parentTitle` (German where the course or category has no translation). */
  parentLang: Language | null;
  /** The language of title and body ('de' when the item has no translation in the asked language). */
  lang: Language;
  score: number;
  /**
   * How much of the question this passage covers, 0–1: the share of the question's word weight
   * (inverse document frequency; a word the content does not know weighs most) found in it.
   */
  coverage: number;
};

/** The text search configuration that stems a language (PostgreSQL's snowball stemmers). */
const CONFIG: Record<Language, string> = { de: 'german', tr: 'turkish', en: 'english' };

/** How much a passage for the learner's own reason counts, and one for only other reasons. */
export const REASON_BOOST = 1.5;
export const REASON_DAMP = 0.4;
/** A prefix match ("abstinen:*" for "abstinent") counts less than the same word form. */
const PREFIX_WEIGHT = 0.6;
const PREFIX_LENGTH = 6;
/** At most this many passages are scored per question, and with at most this many words. */
const CANDIDATES = 500;
const SCORING_TERMS = 6;
/** Chapters and glossary terms teach; an exam question's explanation and news are second choice. */
const KIND_WEIGHT = { question: 0.5, news: 0.8 };
/** A word matched only by trigram similarity to a title (a typo) counts like a rare word, times this. */
const TRIGRAM_WEIGHT = 0.5;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

type Term = { query: string; weight: number; df: number };
/** One of a question word's queries, with the word's number: a word counts once, by its best query. */
type Cover = { word: number; query: string; idf: number };

/**
 * The question's German stems (the 'german' snowball stemmer, stop words removed), each also as a
 * prefix when long enough, so that "abstinent" finds "Abstinenz" and "Nachweise" "Nachweispflicht";
 * with how many passages contain each (for the inverse document frequency). Words the index does not
 * know at all (typos) come back in `unknown`.
 */
async function questionTerms(
  db: Db,
  question: string,
  language: Language,
): Promise<{ terms: Term[]; unknown: string[]; total: number; cover: Cover[]; weight: number }> {
  const words = [
    ...new Set(
      questionText(question)
        .toLocaleLowerCase(language)
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ]
    .filter((word) => isQuestionWord(word, language))
    .slice(0, 24);
  if (words.length === 0) return { terms: [], unknown: [], total: 0, cover: [], weight: 0 };
  // Stemmed as the asked language AND as German: a German term in a Turkish question ("Abstinenz")
  // still finds the German passages of items without a translation. The language's stop words
  // ("what", "does") stay out of the German stemming too.
  const stems = rowsOf<{ word: string; lexeme: string }>(
    await db.execute(sql`
      select distinct w.word, x.lexeme
        from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word),
             lateral (select to_tsvector(${CONFIG[language]}::regconfig, w.word) as v) own,
             unnest(case when length(own.v) = 0 then own.v
                         else own.v || to_tsvector('german'::regconfig, w.word) end) as x`),
  );
  // tsquery text → [LIKE pattern over assistant_terms, weight]
  const wanted = new Map<string, [string, number]>();
  for (const { lexeme } of stems) {
    if (!/^[\p{L}\p{N}]+$/u.test(lexeme)) continue;
    wanted.set(`'${lexeme}'`, [lexeme, 1]);
    if (lexeme.length >= 4) {
      const prefix = lexeme.slice(0, PREFIX_LENGTH);
      if (!wanted.has(`'${prefix}':*`)) wanted.set(`'${prefix}':*`, [`${prefix}%`, PREFIX_WEIGHT]);
    }
  }
  const queries = [...wanted.keys()];
  if (queries.length === 0) return { terms: [], unknown: [], total: 0, cover: [], weight: 0 };
  const patterns = queries.map((q) => wanted.get(q)![0]);
  // A prefix's count is the sum over its stems: an upper bound, good enough for weighting. Counted
  // over the languages the search looks at (the question's and German), never the third one.
  const languages = `{${[...new Set([language, 'de'])].join(',')}}`;
  // One subquery per pattern, each pattern a parameter the planner sees: a pattern computed in the
  // statement (unnest) could not use the prefix index, and every question scanned all of
  // assistant_terms, which grows with the vocabulary of the content (decision 025).
  const dfs = sql.join(
    patterns.map(
      (pattern) => sql`(select coalesce(sum(a.passages), 0) from assistant_terms a
                         where a.lang = any (${languages}::text[]) and a.lexeme like ${pattern})::int`,
    ),
    sql`, `,
  );
  const [counts] = rowsOf<{ total: number | null; dfs: number[] }>(
    await db.execute(sql`
      select (select sum(passages) from assistant_terms
               where lexeme = '' and lang = any (${languages}::text[]))::int as total,
             array[${dfs}] as dfs`),
  );
  const total = counts?.total ?? 0;
  const terms = queries.map((query, i) => ({
    query,
    weight: wanted.get(query)![1],
    df: counts?.dfs[i] ?? 0,
  }));
  const found = new Set(terms.filter((t) => t.df > 0).map((t) => t.query));
  const unknown = words.filter(
    (w) =>
      w.length >= 5 &&
      stems.some((s) => s.word === w) &&
      !stems.some((s) => s.word === w && found.has(`'${s.lexeme}'`)),
  );
  const idf = (df: number) => Math.log(1 + total / df);
  const byQuery = new Map(terms.map((t) => [t.query, t]));
  const cover: Cover[] = [];
  let weight = 0;
  words.forEach((word, index) => {
    const own = stems
      .filter((s) => s.word === word && /^[\p{L}\p{N}]+$/u.test(s.lexeme))
      .flatMap((s) => [`'${s.lexeme}'`, `'${s.lexeme.slice(0, PREFIX_LENGTH)}':*`])
      .map((query) => byQuery.get(query))
      .filter((t): t is Term => t !== undefined && t.df > 0);
    const stemmed = stems.some((s) => s.word === word);
    if (!stemmed) return;
    weight += own.length ? Math.max(...own.map((t) => t.weight * idf(t.df))) : idf(1);
    for (const t of own) cover.push({ word: index, query: t.query, idf: t.weight * idf(t.df) });
  });
  return { terms: terms.filter((t) => t.df > 0), unknown, total, cover, weight };
}

/**
 * The passages that best answer `question`, best first: BM25-like weighting of German stems
 * (rare words count more than "MPU"), title and heading above body text, trigram similarity of
 * titles for misspelled words, and the learner's MPU reasons (own reason boosted, passages only for
 * other reasons damped). Candidates come from the GIN indexes of migration 0008 only.
 */
export async function searchPassages(
  db: Db,
  question: string,
  reasons: readonly MpuType[],
  limit = 5,
  language: Language = 'de',
): Promise<Hit[]> {
  const { terms, unknown, total, cover, weight } = await questionTerms(db, question, language);
  if (terms.length === 0 && unknown.length === 0) return [];
  // Candidates contain the rarest words (as many as fit the budget); common words only add to the
  // score. When even the rarest word is everywhere, candidates need the two rarest together.
  const byRarity = [...terms].sort((a, b) => a.df - b.df);
  const chosen: Term[] = [];
  let matches = 0;
  for (const term of byRarity) {
    if (chosen.length > 0 && matches + term.df > CANDIDATES) break;
    chosen.push(term);
    matches += term.df;
  }
  const candidateQuery =
    matches > CANDIDATES && byRarity.length > 1
      ? `${byRarity[0]!.query} & ${byRarity[1]!.query}`
      : chosen.map((t) => t.query).join(' | ');
  const scoring = [...terms]
    .sort((a, b) => b.weight * Math.log(1 + total / b.df) - a.weight * Math.log(1 + total / a.df))
    .slice(0, SCORING_TERMS);
  const termRows = scoring.length
    ? sql.join(
        scoring.map(
          (t) => sql`(to_tsquery('simple', ${t.query}), ${t.weight * Math.log(1 + total / t.df)}::float8)`,
        ),
        sql`, `,
      )
    : sql`(null::tsquery, 0::float8)`;
  const coverRows = cover.length
    ? sql.join(
        cover.map((c) => sql`(${c.word}::int, to_tsquery('simple', ${c.query}), ${c.idf}::float8)`),
        sql`, `,
      )
    : sql`(0, null::tsquery, 0::float8)`;
  const typos = unknown.join(' ');
  const reasonList = `{${reasons.join(',')}}`;
  const rows = await db.execute(sql`
    with terms(q, idf) as (values ${termRows}),
    cover(w, q, idf) as (values ${coverRows}),
    candidates as (
      select p.* from assistant_passages p
       where (p.lang = ${language}
              or (p.lang = 'de' and not exists (
                    select 1 from assistant_passages t where t.origin_id = p.origin_id and t.lang = ${language})))
         and p.id in (
         (select id from assistant_passages
           where ${candidateQuery ? sql`search_vector @@ to_tsquery('simple', ${candidateQuery})` : sql`false`}
             and lang in (${language}, 'de')
           limit ${CANDIDATES})
         union
         (select id from assistant_passages, unnest(string_to_array(${typos}, ' ')) as w(word)
           where w.word <% lower(title) and lang in (${language}, 'de') limit ${CANDIDATES}))
    ),
    scored as (
      select c.*,
             (coalesce((select sum(t.idf * ts_rank('{0.1, 0.5, 0.6, 0.7}', c.search_vector, t.q, 0))
                          from terms t where t.q is not null and c.search_vector @@ t.q), 0)
              + ${TRIGRAM_WEIGHT * Math.log(1 + total)}::float8 * coalesce((select max(word_similarity(w.word, lower(c.title)))
                          from unnest(string_to_array(${typos}, ' ')) as w(word)
                         where w.word <% lower(c.title)), 0))
             * case c.kind when 'question' then ${KIND_WEIGHT.question}::float8
                           when 'news' then ${KIND_WEIGHT.news}::float8 else 1 end
             * case when cardinality(c.mpu_types) = 0 then 1
                    when c.mpu_types && ${reasonList}::mpu_type[] then ${REASON_BOOST}::float8
                    when cardinality(${reasonList}::mpu_type[]) = 0 then 1
                    else ${REASON_DAMP}::float8 end as score,
             (select coalesce(sum(m), 0) from (select max(v.idf) as m from cover v
               where v.q is not null and c.search_vector @@ v.q group by v.w) x) as matched
        from candidates c
    )
    select s.kind, s.origin_id as "originId", s.parent_id as "parentId", s.source_key as "sourceKey",
           s.title, s.heading, s.body, s.score, s.lang, s.matched,
           case when s.lang = 'de' then coalesce(co.title, qc.name)
                else coalesce(nullif(co.translations #>> array[s.lang, 'title'], ''), co.title,
                              nullif(qc.translations #>> array[s.lang, 'name'], ''), qc.name) end as "parentTitle",
           case when co.id is null and qc.id is null then null
                when s.lang <> 'de' and coalesce(nullif(co.translations #>> array[s.lang, 'title'], ''),
                                                 nullif(qc.translations #>> array[s.lang, 'name'], '')) is not null
                then s.lang else 'de' end as "parentLang"
      from scored s
      left join courses co on s.kind = 'chapter' and co.id = s.parent_id
      left join quiz_categories qc on s.kind = 'question' and qc.id = s.parent_id
     where s.score > 0
     order by s.score desc, s.title, s.position
     limit ${limit}`);
  return rowsOf<Hit & { matched: number }>(rows).map(({ matched, ...row }) => ({
    ...row,
    score: Number(row.score),
    coverage: weight > 0 ? Math.min(1, Number(matched) / weight) : 0,
  }));
}
