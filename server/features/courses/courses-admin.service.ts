import type { MpuType } from '../../../common/domain/mpu.ts';
import type { AdminCourse } from '../../../common/schemas/courses.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './courses.repo.ts';
import * as admin from './courses-admin.repo.ts';

type CourseInput = { title: string; description: string; mpuTypes: MpuType[] };
type ChapterInput = { title: string; content: string };
type QuizInput = { question: string; options: string[]; correctAnswer: string; explanation?: string };

type OrderList = Parameters<typeof admin.siblingIds>[1];

const found = (ok: boolean) => {
  if (!ok) throw notFound();
};

/** Course, chapter and chapter-quiz management for admins (admin screen, courses tab). */
export function createCoursesAdminService({ db }: { db: Db }) {
  /** Saves a new order: the ids must be exactly the list's items; renumbered 1..n in one transaction. */
  async function reorder(list: OrderList, ids: string[]) {
    await db.transaction(async (tx) => {
      const current = await admin.siblingIds(tx, list);
      const same = current.length === ids.length && new Set(ids).size === ids.length;
      if (!same || !ids.every((id) => current.includes(id))) throw new AppError('validation', 400);
      await admin.renumber(tx, list.kind, ids);
    });
  }

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

    createCourse: async (input: CourseInput) => ({ id: await admin.insertCourse(db, input) }),
    updateCourse: async (id: string, input: CourseInput) => found(await admin.updateCourse(db, id, input)),
    deleteCourse: async (id: string) => found(await admin.deleteCourse(db, id)),
    reorderCourses: (ids: string[]) => reorder({ kind: 'courses' }, ids),

    async createChapter(courseId: string, input: ChapterInput) {
      found(await admin.courseExists(db, courseId));
      return { id: await admin.insertChapter(db, courseId, input) };
    },
    updateChapter: async (id: string, input: ChapterInput) => found(await admin.updateChapter(db, id, input)),
    deleteChapter: async (id: string) => found(await admin.deleteChapter(db, id)),
    async reorderChapters(courseId: string, ids: string[]) {
      found(await admin.courseExists(db, courseId));
      await reorder({ kind: 'chapters', courseId }, ids);
    },

    async createQuiz(chapterId: string, input: QuizInput) {
      found(await repo.chapterExists(db, chapterId));
      return { id: await admin.insertQuiz(db, chapterId, input) };
    },
    updateQuiz: async (id: string, input: QuizInput) => found(await admin.updateQuiz(db, id, input)),
    deleteQuiz: async (id: string) => found(await admin.deleteQuiz(db, id)),
    async reorderQuizzes(chapterId: string, ids: string[]) {
      found(await repo.chapterExists(db, chapterId));
      await reorder({ kind: 'quizzes', chapterId }, ids);
    },
  };
}

export type CoursesAdminService = ReturnType<typeof createCoursesAdminService>;
