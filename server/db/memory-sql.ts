/*
 * The statement texts of the memory's hot path (decision 047). Fixed texts, so PostgreSQL parses and
 * plans each once per connection; rows travel as jsonb (`$1`).
 */

/** The columns a memory write sets: [column, SQL type, alias as the app reads it]. */
const MOVED_COLUMNS = [
  ['due', 'timestamptz', 'due'],
  ['stability', 'float8', 'stability'],
  ['difficulty', 'float8', 'difficulty'],
  ['scheduled_days', 'int', 'scheduledDays'],
  ['learning_steps', 'int', 'learningSteps'],
  ['reps', 'int', 'reps'],
  ['lapses', 'int', 'lapses'],
  ['state', 'int', 'state'],
  ['last_review', 'timestamptz', 'lastReview'],
  ['last_answer', 'text[]', 'lastAnswer'],
  ['last_correct', 'boolean', 'lastCorrect'],
  ['answer_count', 'int', 'answerCount'],
  ['correct_count', 'int', 'correctCount'],
  ['review_count', 'int', 'reviewCount'],
  ['first_answered_at', 'timestamptz', 'firstAnsweredAt'],
  ['last_answered_at', 'timestamptz', 'lastAnsweredAt'],
] as const;

const names = MOVED_COLUMNS.map(([column]) => column);

/**
 * `$1`: [{ user_id, question_id }]. One row per key: its memory row (null columns when there is
 * none) and the learner's MPU date, so the write needs no other read.
 */
export const READ_MEMORY = `select k.user_id as "userId", k.question_id as "questionId",
  p.mpu_date::text as "mpuDate", m.kind,
  ${MOVED_COLUMNS.map(([column, , alias]) => `m.${column} as "${alias}"`).join(', ')}
from jsonb_to_recordset($1::jsonb) as k(user_id uuid, question_id uuid)
left join question_memory m on m.user_id = k.user_id and m.question_id = k.question_id
left join plan_dates p on p.user_id = k.user_id`;

/**
 * The CTEs that write the moved rows (`$1`: one object per key with every column, `stored` and
 * `version`) and name the keys written `written` ("userId", "questionId"). A stored row is updated
 * only while its version (answer_count + review_count) is the one read: a concurrent change waits
 * for the row's lock, then fails the check. A new row is inserted unless one was created meanwhile.
 * Either way one new row version per key.
 */
export const MEMORY_WRITE = `moved as (
  select * from jsonb_to_recordset($1::jsonb) as m(user_id uuid, question_id uuid, kind text,
    stored boolean, version int, ${MOVED_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ')})
),
updated as (
  update question_memory q set ${names.map((n) => `${n} = m.${n}`).join(', ')}
  from moved m
  where m.stored and q.user_id = m.user_id and q.question_id = m.question_id
    and q.answer_count + q.review_count = m.version
  returning q.user_id as "userId", q.question_id as "questionId"
),
created as (
  insert into question_memory (user_id, question_id, kind, ${names.join(', ')})
  select user_id, question_id, kind, ${names.join(', ')} from moved where not stored
  on conflict do nothing
  returning user_id as "userId", question_id as "questionId"
),
written as (select * from updated union all select * from created)`;

/** One element of MEMORY_WRITE's `$1`. */
export function movedRow(
  key: { userId: string; questionId: string; kind: string; stored: boolean; version: number },
  memory: Record<(typeof MOVED_COLUMNS)[number][2], unknown>,
): Record<string, unknown> {
  const row: Record<string, unknown> = {
    user_id: key.userId,
    question_id: key.questionId,
    kind: key.kind,
    stored: key.stored,
    version: key.version,
  };
  for (const [column, , alias] of MOVED_COLUMNS) row[column] = memory[alias];
  return row;
}
