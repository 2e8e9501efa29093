import { asc, eq } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import type { OrderedList } from '../../db/ordering.ts';
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

/** The ordered lists (server/db/ordering.ts): all courses, a course's chapters, a chapter's questions. */
export const courseList: OrderedList = {
  table: courses,
  id: courses.id,
  order: courses.sortOrder,
  createdAt: courses.createdAt,
};

export const chapterList = (courseId: string): OrderedList => ({
  table: chapters,
  id: chapters.id,
  order: chapters.sortOrder,
  createdAt: chapters.createdAt,
  where: eq(chapters.courseId, courseId),
});

export const quizList = (chapterId: string): OrderedList => ({
  table: quizzes,
  id: quizzes.id,
  order: quizzes.sortOrder,
  createdAt: quizzes.createdAt,
  where: eq(quizzes.chapterId, chapterId),
});

export async function insertCourse(
  db: Db,
  values: { title: string; description: string; mpuTypes: MpuType[]; sortOrder: number },
): Promise<string> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
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
  values: { title: string; content: string; sortOrder: number },
): Promise<string> {
  const [row] = await db
    .insert(chapters)
    .values({ ...values, courseId })
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

/** Deletes the chapter; returns its course id, or null when there was none. */
export async function deleteChapter(db: Db, id: string): Promise<string | null> {
  const rows = await db
    .delete(chapters)
    .where(eq(chapters.id, id))
    .returning({ courseId: chapters.courseId });
  return rows[0]?.courseId ?? null;
}

export async function insertQuiz(
  db: Db,
  chapterId: string,
  values: {
    question: string;
    options: string[];
    correctAnswer: string;
    explanation?: string;
    sortOrder: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(quizzes)
    .values({ ...values, chapterId })
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

/** Deletes the question; returns its chapter id, or null when there was none. */
export async function deleteQuiz(db: Db, id: string): Promise<string | null> {
  const rows = await db.delete(quizzes).where(eq(quizzes.id, id)).returning({ chapterId: quizzes.chapterId });
  return rows[0]?.chapterId ?? null;
}

export async function courseExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id))).length > 0;
}
