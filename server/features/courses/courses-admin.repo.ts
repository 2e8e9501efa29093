import { asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import { chapters, courses, quizzes } from '../../db/schema/courses.ts';

export function allCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      mpuTypes: courses.mpuTypes,
    })
    .from(courses)
    .orderBy(asc(courses.sortOrder), asc(courses.createdAt));
}

/** Current maximum order plus 1, 1 when there is none (SPEC §5 new order value). */
async function nextOrder(db: Db, column: PgColumn, where?: SQL): Promise<number> {
  const table = column.table as PgTable;
  const [row] = await db
    .select({ value: max(column) })
    .from(table)
    .where(where);
  return Number(row?.value ?? 0) + 1;
}

export async function insertCourse(
  db: Db,
  values: { title: string; description: string; mpuTypes: MpuType[] },
): Promise<string> {
  const sortOrder = await nextOrder(db, courses.sortOrder);
  const [row] = await db
    .insert(courses)
    .values({ ...values, sortOrder })
    .returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(
  db: Db,
  id: string,
  values: { title: string; description: string; mpuTypes: MpuType[] },
): Promise<boolean> {
  const rows = await db.update(courses).set(values).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

export async function deleteCourse(db: Db, id: string): Promise<boolean> {
  return (await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id })).length > 0;
}

export async function insertChapter(
  db: Db,
  courseId: string,
  values: { title: string; content: string },
): Promise<string> {
  const sortOrder = await nextOrder(db, chapters.sortOrder, eq(chapters.courseId, courseId));
  const [row] = await db
    .insert(chapters)
    .values({ ...values, courseId, sortOrder })
    .returning({ id: chapters.id });
  return row!.id;
}

export async function updateChapter(
  db: Db,
  id: string,
  values: { title: string; content: string },
): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set(values)
    .where(eq(chapters.id, id))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

export async function deleteChapter(db: Db, id: string): Promise<boolean> {
  return (await db.delete(chapters).where(eq(chapters.id, id)).returning({ id: chapters.id })).length > 0;
}

export async function insertQuiz(
  db: Db,
  chapterId: string,
  values: { question: string; options: string[]; correctAnswer: string; explanation?: string },
): Promise<string> {
  const sortOrder = await nextOrder(db, quizzes.sortOrder, eq(quizzes.chapterId, chapterId));
  const [row] = await db
    .insert(quizzes)
    .values({ ...values, chapterId, sortOrder })
    .returning({ id: quizzes.id });
  return row!.id;
}

export async function updateQuiz(
  db: Db,
  id: string,
  values: { question: string; options: string[]; correctAnswer: string; explanation?: string },
): Promise<boolean> {
  const rows = await db.update(quizzes).set(values).where(eq(quizzes.id, id)).returning({ id: quizzes.id });
  return rows.length > 0;
}

export async function deleteQuiz(db: Db, id: string): Promise<boolean> {
  return (await db.delete(quizzes).where(eq(quizzes.id, id)).returning({ id: quizzes.id })).length > 0;
}

/** The ids of the items of one list (all courses, a course's chapters, a chapter's questions). */
export async function siblingIds(
  db: Db,
  list: { kind: 'courses' } | { kind: 'chapters'; courseId: string } | { kind: 'quizzes'; chapterId: string },
): Promise<string[]> {
  if (list.kind === 'courses') return (await db.select({ id: courses.id }).from(courses)).map((r) => r.id);
  if (list.kind === 'chapters') {
    const rows = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.courseId, list.courseId));
    return rows.map((r) => r.id);
  }
  const rows = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.chapterId, list.chapterId));
  return rows.map((r) => r.id);
}

/** Renumbers 1..n in the given order with one statement. */
export async function renumber(
  db: Db,
  kind: 'courses' | 'chapters' | 'quizzes',
  ids: string[],
): Promise<void> {
  const table = { courses, chapters, quizzes }[kind];
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(table)
    .set({ sortOrder: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, ids));
}

export async function chapterCourse(db: Db, chapterId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ courseId: chapters.courseId })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  return row?.courseId;
}

export async function courseExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))).length > 0;
}
