import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Hit = { title: string; text: string; source: string; rank: number };

/**
 * German full-text search over the glossary and the course chapters, any word matching (OR), best
 * first. Small tables; the glossary screen has its own indexed search.
 */
export async function searchKnowledge(db: Db, question: string, limit = 3): Promise<Hit[]> {
  const result = await db.execute<Hit>(sql`
    with q as (
      select nullif(replace(plainto_tsquery('german', ${question})::text, '&', '|'), '') as text
    ), query as (
      select to_tsquery('german', q.text) as tsq from q where q.text is not null
    )
    select title, text, source, rank from (
      select l.term as title, l.definition as text, 'MPU-Lexikon' as source,
             ts_rank_cd(to_tsvector('german', l.term || ' ' || l.definition), query.tsq) as rank
        from lexicon l, query
      union all
      select ch.title, ch.content as text, c.title as source,
             ts_rank_cd(to_tsvector('german', ch.title || ' ' || ch.content), query.tsq) as rank
        from chapters ch join courses c on c.id = ch.course_id, query
    ) hits
    where rank > 0
    order by rank desc
    limit ${limit}`);
  return (Array.isArray(result) ? result : result.rows) as Hit[];
}
