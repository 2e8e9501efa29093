import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MemoryKind } from '../../../common/domain/memory.ts';
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

/**
 * The questions the reviews cover for these reasons, in the order new ones are shown (chapter
 * questions by course, then exam questions by category): read once per content version (reviews.
 * service.ts caches it), since it reads every visible question.
 */
export async function listReviewable(db: Db, reasons: readonly MpuType[]) {
  const result = await db.execute(sql`
    select v.id, v.kind from ${reviewable(reasons)} v order by v.kind, v.group_name, v.id
  `);
  return rowsOf<{ id: string; kind: MemoryKind }>(result);
}

/**
 * The learner's memory rows of the kinds the reviews cover: at most one per question they answered,
 * whatever the size of the content (index question_memory_user_kind_due_idx).
 */
export function reviewMemory(db: Db, userId: string) {
  return db
    .select({
      questionId: questionMemory.questionId,
      due: questionMemory.due,
      lastReview: questionMemory.lastReview,
      firstAnsweredAt: questionMemory.firstAnsweredAt,
    })
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), inArray(questionMemory.kind, ['exam', 'chapter'])));
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

export type ReviewItem = ReturnType<typeof toItem>;

/** The shown rows of these questions, still visible for the reasons (primary-key lookups), by id. */
export async function itemsByIds(db: Db, reasons: readonly MpuType[], ids: string[]) {
  if (ids.length === 0) return new Map<string, ReviewItem>();
  const result = await db.execute(sql`
    select v.* from ${reviewable(reasons)} v where v.id = any(${`{${ids.join(',')}}`}::uuid[])
  `);
  return new Map(rowsOf<ItemRow>(result).map((row) => [row.id, toItem(row)]));
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
