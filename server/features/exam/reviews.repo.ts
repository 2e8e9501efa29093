import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LEARN_AHEAD_MS, type MemoryKind } from '../../../common/domain/memory.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { chapters, courses, quizzes } from '../../db/schema/courses.ts';
import { questionMemory, reviewDays } from '../../db/schema/memory.ts';
import { reviewLogs } from '../../db/schema/plan.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const reasonArray = (reasons: readonly MpuType[]) => sql`${`{${reasons.join(',')}}`}::mpu_type[]`;

/**
 * The questions the daily reviews cover for these reasons (decision 026): the exam questions of the
 * categories the learner sees (SPEC §6) and the chapter quiz questions of the courses for their
 * reasons (a course without reasons is for everyone; without reasons every course).
 */
function reviewable(reasons: readonly MpuType[]): SQL {
  const r = reasonArray(reasons);
  return sql`(
    select q.id, 'exam'::text as kind, q.category_id as group_id, c.name as group_name, q.question,
           q.options, cardinality(q.correct_answers) > 1 as multiple, q.difficulty::text as difficulty,
           q.translations, c.translations as group_translations
      from quiz_questions q join quiz_categories c on c.id = q.category_id
     where cardinality(c.mpu_types) = 0 or c.mpu_types && ${r}
    union all
    select z.id, 'chapter', ch.id, ch.title, z.question, z.options, false, 'medium', z.translations,
           (select coalesce(jsonb_object_agg(t.key, jsonb_strip_nulls(jsonb_build_object('name', t.value->>'title'))), '{}')
              from jsonb_each(ch.translations) t)
      from quizzes z join chapters ch on ch.id = z.chapter_id join courses co on co.id = ch.course_id
     where cardinality(co.mpu_types) = 0 or cardinality(${r}) = 0 or co.mpu_types && ${r}
  )`;
}

/** Is a memory row `m` due at `now` (common/domain/memory.ts isDue, learn-ahead included, in SQL)? */
function dueSql(now: Date, lastDay: Date | null): SQL {
  const late = lastDay
    ? sql` or (${lastDay.toISOString()}::timestamptz <= ${now.toISOString()}::timestamptz
              and (m.last_review is null or m.last_review < ${lastDay.toISOString()}::timestamptz))`
    : sql``;
  const ahead = new Date(now.getTime() + LEARN_AHEAD_MS);
  return sql`(m.due <= ${ahead.toISOString()}::timestamptz${late})`;
}

export type DueScope = {
  userId: string;
  reasons: readonly MpuType[];
  now: Date;
  /** Start of the last planned day (the day before the MPU), while the MPU is ahead. */
  lastDay: Date | null;
  startOfToday: Date;
  startOfWeek: Date;
};

/** Every count 'Heute fällig' needs, in one statement; each part reads at most one row per question. */
export async function dueCounts(db: Db, scope: DueScope) {
  const result = await db.execute(sql`
    with v as ${reviewable(scope.reasons)},
    m as (
      select m.* from question_memory m join v on v.id = m.question_id
       where m.user_id = ${scope.userId} and m.kind in ('exam', 'chapter')
    )
    select
      (select count(*)::int from v) as reviewable,
      (select count(*)::int from m) as seen,
      (select count(*)::int from m where ${dueSql(scope.now, scope.lastDay)}) as due,
      (select count(*)::int from m where m.first_answered_at >= ${scope.startOfToday.toISOString()}::timestamptz)
        as introduced_today,
      (select count(*)::int from m where m.first_answered_at >= ${scope.startOfWeek.toISOString()}::timestamptz)
        as first_seen_week
  `);
  const row = rowsOf<{
    reviewable: number;
    seen: number;
    due: number;
    introduced_today: number;
    first_seen_week: number;
  }>(result)[0]!;
  return {
    unseen: row.reviewable - row.seen,
    due: row.due,
    introducedToday: row.introduced_today,
    firstSeenWeek: row.first_seen_week,
  };
}

type ItemRow = {
  id: string;
  kind: MemoryKind;
  group_id: string;
  group_name: string;
  question: string;
  options: string[];
  multiple: boolean;
  difficulty: 'easy' | 'medium' | 'hard';
  translations: Translations;
  group_translations: Translations;
};

const toItem = (row: ItemRow) => ({
  id: row.id,
  kind: row.kind,
  categoryId: row.group_id,
  categoryName: row.group_name,
  question: row.question,
  options: row.options,
  multiple: row.multiple,
  difficulty: row.difficulty,
  translations: row.translations,
  categoryTranslations: row.group_translations,
});

/** Due questions, the longest overdue first (index question_memory_user_kind_due_idx). */
export async function listDue(db: Db, scope: DueScope, limit: number) {
  const result = await db.execute(sql`
    select v.* from question_memory m join ${reviewable(scope.reasons)} v on v.id = m.question_id
     where m.user_id = ${scope.userId} and m.kind in ('exam', 'chapter') and ${dueSql(scope.now, scope.lastDay)}
     order by m.due, m.question_id
     limit ${limit}
  `);
  return rowsOf<ItemRow>(result).map(toItem);
}

/** Questions never answered, chapter questions in course order first, then exam questions by category. */
export async function listNew(db: Db, userId: string, reasons: readonly MpuType[], limit: number) {
  if (limit <= 0) return [];
  const result = await db.execute(sql`
    select v.* from ${reviewable(reasons)} v
     where not exists (select 1 from question_memory m where m.user_id = ${userId} and m.question_id = v.id)
     order by v.kind, v.group_name, v.id
     limit ${limit}
  `);
  return rowsOf<ItemRow>(result).map(toItem);
}

/** The days with reviews, newest first (enough for any streak shown). */
export async function reviewDaysOf(db: Db, userId: string, limit = 400): Promise<string[]> {
  const rows = await db
    .select({ day: reviewDays.day })
    .from(reviewDays)
    .where(eq(reviewDays.userId, userId))
    .orderBy(desc(reviewDays.day))
    .limit(limit);
  return rows.map((row) => row.day);
}

/** A chapter quiz question with its key and its course's reasons (for judging a review answer). */
export async function findChapterQuestion(db: Db, id: string) {
  const [row] = await db
    .select({
      id: quizzes.id,
      question: quizzes.question,
      options: quizzes.options,
      translations: quizzes.translations,
      correctAnswer: quizzes.correctAnswer,
      explanation: quizzes.explanation,
      mpuTypes: courses.mpuTypes,
    })
    .from(quizzes)
    .innerJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(quizzes.id, id));
  return row;
}

export type StoredReview = {
  userId: string;
  questionId: string;
  kind: MemoryKind;
  selectedAnswers: string[];
  isCorrect: boolean;
};

/** Inserts the review log once per attempt id; false when that id was stored before. */
export async function insertLog(tx: Tx | Db, id: string, review: StoredReview): Promise<boolean> {
  const rows = await tx
    .insert(reviewLogs)
    .values({ id, ...review })
    .onConflictDoNothing({ target: reviewLogs.id })
    .returning({ id: reviewLogs.id });
  return rows.length > 0;
}

export async function findLog(db: Db | Tx, id: string) {
  const [row] = await db.select().from(reviewLogs).where(eq(reviewLogs.id, id));
  return row;
}

/** When the question is due next for this learner. */
export async function nextDue(db: Db | Tx, userId: string, questionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ due: questionMemory.due })
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), eq(questionMemory.questionId, questionId)));
  return row?.due;
}
