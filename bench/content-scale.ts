// Scales the loaded content N-fold (issue 27: reads flat in content size): N − 1 copies of every exam
// question (in its category), glossary term, course (with its chapters and their quiz questions).
// Copies get ' #n' on their text and no source key, so they never clash with the content pack.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';

type Copy = { table: string; text: string; set?: Record<string, string>; from?: string };

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const result = await db.execute(sql`
    select column_name from information_schema.columns
     where table_name = ${table} and is_generated = 'NEVER' and column_name not in ('id', 'source_key')
     order by ordinal_position`);
  return (result as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
}

/** insert into table (columns) select … from table t, copies: each column as is unless `set`. */
async function copy(db: Db, factor: number, { table, text, set = {}, from = '' }: Copy) {
  const columns = await columnsOf(db, table);
  const values = columns.map((c) => (c in set ? set[c] : c === text ? `t.${c} || ' #' || n` : `t.${c}`));
  await db.execute(
    sql.raw(`insert into ${table} (${columns.join(', ')})
      select ${values.join(', ')} from ${table} t cross join generate_series(2, ${factor}) n ${from}`),
  );
}

/**
 * One transaction without triggers (session_replication_role = replica): the derived rows (assistant
 * passages, version bumps) are not what these reads measure, and the app starts after the seed.
 */
export async function scaleContent(database: Db, factor: number): Promise<void> {
  if (factor <= 1) return;
  await database.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    await copyAll(db as unknown as Db, factor);
  });
}

async function copyAll(db: Db, factor: number) {
  await copy(db, factor, { table: 'quiz_questions', text: 'question' });
  await copy(db, factor, { table: 'lexicon', text: 'term' });
  await copy(db, factor, { table: 'courses', text: 'title' });
  // The copied courses' chapters and quiz questions, found by the copy's title.
  await copy(db, factor, {
    table: 'chapters',
    text: 'title',
    set: { course_id: 'c2.id', title: 't.title' },
    from: `join courses c on c.id = t.course_id join courses c2 on c2.title = c.title || ' #' || n`,
  });
  await copy(db, factor, {
    table: 'quizzes',
    text: 'question',
    set: { chapter_id: 'ch2.id', question: 't.question' },
    from: `join chapters ch on ch.id = t.chapter_id join courses c on c.id = ch.course_id
      join courses c2 on c2.title = c.title || ' #' || n
      join chapters ch2 on ch2.course_id = c2.id and ch2.sort_order = ch.sort_order`,
  });
}
