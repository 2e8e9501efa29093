import path from 'node:path';
import { z } from 'zod';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { chapters, courses, quizzes } from '../db/schema/courses.ts';
import {
  ContentFileError,
  contentKey,
  listDirs,
  listFiles,
  nonEmpty,
  parseWith,
  readMarkdown,
  readYaml,
} from './files.ts';
import type { ContentModule } from './loader.ts';
import { loadBatch } from './store.ts';
import { readCourseTranslations } from './translation-files.ts';

const chapterQuiz = z
  .strictObject({
    key: contentKey,
    question: nonEmpty,
    options: z.array(nonEmpty).min(2).max(6),
    correct: nonEmpty,
    /** Shown after answering; the quiz-quality test requires one for every shipped question. */
    explanation: z.string().trim().default(''),
  })
  .refine((quiz) => quiz.options.includes(quiz.correct), {
    message: 'correct must be one of the options',
    path: ['correct'],
  })
  .refine((quiz) => new Set(quiz.options).size === quiz.options.length, {
    message: 'options must differ',
    path: ['options'],
  });

const courseFile = z.strictObject({
  key: contentKey,
  title: nonEmpty,
  description: nonEmpty,
  order: z.number().int().min(1),
  /** Empty means relevant to every MPU reason. */
  mpu_types: z.array(z.enum(MPU_TYPES)),
  quizzes: z.record(contentKey, z.array(chapterQuiz)),
});

const chapterFrontMatter = z.strictObject({ key: contentKey, title: nonEmpty });

export type ChapterQuiz = z.infer<typeof chapterQuiz>;
export type Chapter = { key: string; title: string; content: string; order: number; file: string };
export type Course = Omit<z.infer<typeof courseFile>, 'quizzes'> & {
  dir: string;
  chapters: (Chapter & { quizzes: ChapterQuiz[] })[];
};

const CHAPTER_FILE = /^(\d{2})-[a-z0-9-]+\.md$/;

/** Reads content/courses/<course-key>/course.yaml and its NN-<chapter-key>.md files. */
export function readCourses(contentDir: string): Course[] {
  const root = path.join(contentDir, 'courses');
  return listDirs(root).map((dirName) => {
    const dir = path.join(root, dirName);
    const file = path.join(dir, 'course.yaml');
    const { quizzes: quizMap, ...course } = parseWith(courseFile, readYaml(file), file);
    if (course.key !== dirName) throw new ContentFileError(`${file}: key must equal the folder name`);
    const chapterList = listFiles(dir, /\.md$/).map((name) => {
      const match = CHAPTER_FILE.exec(name);
      const chapterPath = path.join(dir, name);
      if (!match) throw new ContentFileError(`${chapterPath}: chapter files are named NN-<key>.md`);
      const { data, body } = readMarkdown(chapterPath);
      const front = parseWith(chapterFrontMatter, data, chapterPath);
      if (!body) throw new ContentFileError(`${chapterPath}: the chapter has no text`);
      return {
        ...front,
        content: body,
        order: Number(match[1]),
        file: chapterPath,
        quizzes: quizMap[front.key] ?? [],
      };
    });
    const known = new Set(chapterList.map((chapter) => chapter.key));
    for (const key of Object.keys(quizMap)) {
      if (!known.has(key)) throw new ContentFileError(`${file}: quizzes for unknown chapter '${key}'`);
    }
    return { ...course, dir, chapters: chapterList };
  });
}

/** Courses, their chapters and chapter quizzes (`course:`, `chapter:`, `chapter-quiz:` keys). */
export const coursesContent: ContentModule = {
  kind: 'courses',
  load: (db, contentDir) => {
    const list = readCourses(contentDir);
    const translated = readCourseTranslations(contentDir);
    return loadBatch(db, async (batch) => {
      const courseIds = await batch.put(
        courses,
        list.map((course) => ({
          key: `course:${course.key}`,
          translations: translated.get(`course:${course.key}`),
          values: {
            title: course.title,
            description: course.description,
            sortOrder: course.order,
            mpuTypes: course.mpu_types,
          },
        })),
      );
      const chapterList = list.flatMap((course) => {
        const courseId = courseIds.get(`course:${course.key}`);
        if (courseId) return course.chapters.map((chapter) => ({ chapter, courseId }));
        // An administrator deleted the course: its chapters stay away too.
        batch.skip(course.chapters.reduce((sum, chapter) => sum + 1 + chapter.quizzes.length, 0));
        return [];
      });
      const chapterIds = await batch.put(
        chapters,
        chapterList.map(({ chapter, courseId }) => ({
          key: `chapter:${chapter.key}`,
          translations: translated.get(`chapter:${chapter.key}`),
          values: { courseId, title: chapter.title, content: chapter.content, sortOrder: chapter.order },
        })),
      );
      const quizList = chapterList.flatMap(({ chapter }) => {
        const chapterId = chapterIds.get(`chapter:${chapter.key}`);
        if (chapterId) return chapter.quizzes.map((quiz, index) => ({ quiz, index, chapterId }));
        batch.skip(chapter.quizzes.length);
        return [];
      });
      await batch.put(
        quizzes,
        quizList.map(({ quiz, index, chapterId }) => ({
          key: `chapter-quiz:${quiz.key}`,
          translations: translated.get(`chapter-quiz:${quiz.key}`),
          values: {
            chapterId,
            question: quiz.question,
            options: quiz.options,
            correctAnswer: quiz.correct,
            explanation: quiz.explanation,
            sortOrder: index + 1,
          },
        })),
      );
    });
  },
};
