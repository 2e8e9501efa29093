import { describe, expect, it } from 'vitest';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { readCourses } from './courses.ts';
import { defaultContentDir } from './loader.ts';

const courses = readCourses(defaultContentDir);
const chapters = courses.flatMap((course) => course.chapters);
const quizzes = chapters.flatMap((chapter) => chapter.quizzes);

const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('courses of the content pack', () => {
  it('are at least five, each with at least five chapters of substance', () => {
    expect(courses.length).toBeGreaterThanOrEqual(5);
    for (const course of courses) {
      expect(course.chapters.length, course.key).toBeGreaterThanOrEqual(5);
      for (const chapter of course.chapters)
        expect(words(chapter.content), chapter.file).toBeGreaterThanOrEqual(200);
    }
  });

  it('have at least three quiz questions per chapter, each with its one correct answer among the options', () => {
    for (const chapter of chapters) {
      expect(chapter.quizzes.length, chapter.key).toBeGreaterThanOrEqual(3);
      for (const quiz of chapter.quizzes) {
        expect(quiz.options, quiz.key).toContain(quiz.correct);
        expect(quiz.options.length, quiz.key).toBeGreaterThanOrEqual(3);
        expect(new Set(quiz.options).size, quiz.key).toBe(quiz.options.length);
      }
    }
  });

  it('have no duplicate keys, orders or questions', () => {
    expect(duplicates(courses.map((c) => c.key))).toEqual([]);
    expect(duplicates(courses.map((c) => String(c.order)))).toEqual([]);
    expect(duplicates(chapters.map((c) => c.key))).toEqual([]);
    expect(duplicates(quizzes.map((q) => q.key))).toEqual([]);
    for (const course of courses) {
      expect(duplicates(course.chapters.map((c) => String(c.order))), course.key).toEqual([]);
      expect(duplicates(course.chapters.map((c) => c.title)), course.key).toEqual([]);
      const questions = course.chapters.flatMap((c) => c.quizzes.map((q) => q.question.toLowerCase()));
      expect(duplicates(questions), course.key).toEqual([]);
    }
  });

  it('give every MPU reason at least three courses', () => {
    for (const type of MPU_TYPES) {
      const visible = courses.filter((c) => c.mpu_types.length === 0 || c.mpu_types.includes(type));
      expect(visible.length, type).toBeGreaterThanOrEqual(3);
      expect(
        courses.some((c) => c.mpu_types.includes(type)),
        `a course written for ${type}`,
      ).toBe(true);
    }
  });

  it('say in every course that they are no legal, medical or psychological advice', () => {
    for (const course of courses) {
      const text = course.chapters.map((c) => c.content).join('\n');
      expect(text, course.key).toMatch(
        /(keine|ersetzt keine|ersetzen keine) (Rechtsberatung|medizinische|psychologische|ärztliche)/,
      );
    }
  });
});
