import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PageKey } from '../../../common/domain/pages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { chapters, courses, quizAttempts, quizzes, userProgress } from '../../db/schema/courses.ts';
import { userPermissions } from '../../db/schema/users.ts';

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  mpuTypes: courses.mpuTypes,
  translations: courses.translations,
};

/** Every course in order with its chapter count and this user's completed chapters. */
export function listCourses(db: Db, userId: string) {
  const chapterCount = db
    .select({ courseId: chapters.courseId, n: count().as('n') })
    .from(chapters)
    .groupBy(chapters.courseId)
    .as('chapter_count');
  const done = db
    .select({ courseId: chapters.courseId, n: count().as('done_n') })
    .from(userProgress)
    .innerJoin(chapters, eq(chapters.id, userProgress.chapterId))
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)))
    .groupBy(chapters.courseId)
    .as('done');
  return db
    .select({
      ...courseColumns,
      chapterCount: sql<number>`coalesce(${chapterCount.n}, 0)`.mapWith(Number),
      completedCount: sql<number>`coalesce(${done.n}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(chapterCount, eq(chapterCount.courseId, courses.id))
    .leftJoin(done, eq(done.courseId, courses.id))
    .orderBy(asc(courses.sortOrder), asc(courses.createdAt));
}

export async function findCourse(db: Db, id: string) {
  const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  return row;
}

export function chaptersOf(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: chapters.id,
      courseId: chapters.courseId,
      title: chapters.title,
      content: chapters.content,
      translations: chapters.translations,
    })
    .from(chapters)
    .where(inArray(chapters.courseId, courseIds))
    .orderBy(asc(chapters.sortOrder), asc(chapters.createdAt));
}

/** Chapter quizzes with their answer key: only the service decides what leaves the server. */
export function quizzesOf(db: Db, chapterIds: string[]) {
  if (chapterIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: quizzes.id,
      chapterId: quizzes.chapterId,
      question: quizzes.question,
      options: quizzes.options,
      correctAnswer: quizzes.correctAnswer,
      explanation: quizzes.explanation,
      translations: quizzes.translations,
    })
    .from(quizzes)
    .where(inArray(quizzes.chapterId, chapterIds))
    .orderBy(asc(quizzes.sortOrder), asc(quizzes.createdAt));
}

export function attemptsOf(db: Db, userId: string, quizIds: string[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .select({ quizId: quizAttempts.quizId, answer: quizAttempts.answer, isCorrect: quizAttempts.isCorrect })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, quizIds)));
}

export async function completedChapters(db: Db, userId: string, chapterIds: string[]) {
  if (chapterIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ chapterId: userProgress.chapterId })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, userId),
        eq(userProgress.completed, true),
        inArray(userProgress.chapterId, chapterIds),
      ),
    );
  return new Set(rows.map((r) => r.chapterId));
}

export async function findQuiz(db: Db, id: string) {
  const [row] = await db
    .select({
      id: quizzes.id,
      question: quizzes.question,
      options: quizzes.options,
      correctAnswer: quizzes.correctAnswer,
      explanation: quizzes.explanation,
      translations: quizzes.translations,
    })
    .from(quizzes)
    .where(eq(quizzes.id, id));
  return row;
}

/**
 * Inserts the attempt unless one exists for this quiz or with this attempt id; returns whether it
 * was inserted.
 */
export async function insertAttempt(
  db: Db | Tx,
  values: { userId: string; quizId: string; answer: string; isCorrect: boolean; attemptId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quizAttempts.id });
  return rows.length > 0;
}

/** The learner's answer stored under a client attempt id (decision 026). */
export async function attemptById(db: Db, userId: string, attemptId: string) {
  const [row] = await db
    .select({ quizId: quizAttempts.quizId, answer: quizAttempts.answer, isCorrect: quizAttempts.isCorrect })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptId, attemptId)));
  return row;
}

export async function chapterExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, id));
  return Boolean(row);
}

/** One row per user and completed chapter (what the overview's chapter share counts). */
export async function markChapterDone(db: Db, userId: string, chapterId: string): Promise<void> {
  await db
    .insert(userProgress)
    .values({ userId, chapterId, completed: true })
    .onConflictDoUpdate({ target: [userProgress.userId, userProgress.chapterId], set: { completed: true } });
}

export async function unmarkChapterDone(db: Db, userId: string, chapterId: string): Promise<void> {
  await db
    .delete(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.chapterId, chapterId)));
}

/** The user's permission row for a page (undefined when there is none). */
export async function pagePermission(db: Db, userId: string, page: PageKey): Promise<boolean | undefined> {
  const [row] = await db
    .select({ allowed: userPermissions.allowed })
    .from(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.page, page)));
  return row?.allowed;
}
