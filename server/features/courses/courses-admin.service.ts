import type { MpuType } from '../../../common/domain/mpu.ts';
import type { AdminCourse } from '../../../common/schemas/courses.ts';
import type { Db } from '../../db/client.ts';
import { closeGaps, nextOrder, reorder, withOrderLock } from '../../db/ordering.ts';
import { notFound } from '../../kernel/errors.ts';
import * as repo from './courses.repo.ts';
import * as admin from './courses-admin.repo.ts';

type CourseInput = { title: string; description: string; mpuTypes: MpuType[] };
type ChapterInput = { title: string; content: string };
type QuizInput = { question: string; options: string[]; correctAnswer: string; explanation?: string };

const found = (ok: boolean) => {
  if (!ok) throw notFound();
};

/** Course, chapter and chapter-quiz management for admins (admin screen, courses tab). */
export function createCoursesAdminService({ db }: { db: Db }) {
  return {
    async all(): Promise<AdminCourse[]> {
      const courses = await admin.allCourses(db);
      const chapters = await repo.chaptersOf(
        db,
        courses.map((c) => c.id),
      );
      const quizzes = await repo.quizzesOf(
        db,
        chapters.map((c) => c.id),
      );
      return courses.map((course) => ({
        ...course,
        chapters: chapters
          .filter((chapter) => chapter.courseId === course.id)
          .map(({ courseId: _, ...chapter }) => ({
            ...chapter,
            quizzes: quizzes.filter((q) => q.chapterId === chapter.id).map(({ chapterId: __, ...q }) => q),
          })),
      }));
    },

    /** New items go last (max + 1); deletes close the gap; all under the ordering lock. */
    createCourse: (input: CourseInput) =>
      withOrderLock(db, async (tx) => ({
        id: await admin.insertCourse(tx, { ...input, sortOrder: await nextOrder(tx, admin.courseList) }),
      })),
    updateCourse: async (id: string, input: CourseInput) => found(await admin.updateCourse(db, id, input)),
    deleteCourse: (id: string) =>
      withOrderLock(db, async (tx) => {
        found(await admin.deleteCourse(tx, id));
        await closeGaps(tx, admin.courseList);
      }),
    reorderCourses: (ids: string[]) => withOrderLock(db, (tx) => reorder(tx, admin.courseList, ids)),

    createChapter: (courseId: string, input: ChapterInput) =>
      withOrderLock(db, async (tx) => {
        found(await admin.courseExists(tx, courseId));
        const sortOrder = await nextOrder(tx, admin.chapterList(courseId));
        return { id: await admin.insertChapter(tx, courseId, { ...input, sortOrder }) };
      }),
    updateChapter: async (id: string, input: ChapterInput) => found(await admin.updateChapter(db, id, input)),
    deleteChapter: (id: string) =>
      withOrderLock(db, async (tx) => {
        const courseId = await admin.deleteChapter(tx, id);
        if (!courseId) throw notFound();
        await closeGaps(tx, admin.chapterList(courseId));
      }),
    reorderChapters: (courseId: string, ids: string[]) =>
      withOrderLock(db, async (tx) => {
        found(await admin.courseExists(tx, courseId));
        await reorder(tx, admin.chapterList(courseId), ids);
      }),

    createQuiz: (chapterId: string, input: QuizInput) =>
      withOrderLock(db, async (tx) => {
        found(await repo.chapterExists(tx, chapterId));
        const sortOrder = await nextOrder(tx, admin.quizList(chapterId));
        return { id: await admin.insertQuiz(tx, chapterId, { ...input, sortOrder }) };
      }),
    updateQuiz: async (id: string, input: QuizInput) => found(await admin.updateQuiz(db, id, input)),
    deleteQuiz: (id: string) =>
      withOrderLock(db, async (tx) => {
        const chapterId = await admin.deleteQuiz(tx, id);
        if (!chapterId) throw notFound();
        await closeGaps(tx, admin.quizList(chapterId));
      }),
    reorderQuizzes: (chapterId: string, ids: string[]) =>
      withOrderLock(db, async (tx) => {
        found(await repo.chapterExists(tx, chapterId));
        await reorder(tx, admin.quizList(chapterId), ids);
      }),
  };
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
