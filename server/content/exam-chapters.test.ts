import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chaptersFor, loadChapterMap } from '../features/exam/chapter-map.ts';
import { defaultContentDir } from './loader.ts';
import { readQuestionBank } from './questions.ts';

const coursesDir = path.join(defaultContentDir, 'courses');
const chapterKeys = new Set(
  readdirSync(coursesDir).flatMap((course) =>
    readdirSync(path.join(coursesDir, course))
      .filter((f) => f.endsWith('.md'))
      .map((f) => /key:\s*(\S+)/.exec(readFileSync(path.join(coursesDir, course, f), 'utf8'))![1]!),
  ),
);
const categoryKeys = readQuestionBank(defaultContentDir).map((c) => c.key);
const map = loadChapterMap();

describe('content/exam-chapters.yaml (weak exam categories → course chapters)', () => {
  it('names only exam categories and chapters that exist', () => {
    const unknownCategories = [...map.keys()].filter((key) => !categoryKeys.includes(key));
    const unknownChapters = [...map.values()].flat().filter((key) => !chapterKeys.has(key));
    expect(unknownCategories).toEqual([]);
    expect(unknownChapters).toEqual([]);
  });

  it('has chapters for every category of the question bank', () => {
    expect(categoryKeys.filter((key) => !map.has(key))).toEqual([]);
  });

  it('finds a category by its content key; admin-made categories have none', () => {
    expect(chaptersFor(map, 'quiz-category:alkohol-und-verkehr')).toContain('promille-und-gewoehnung');
    expect(chaptersFor(map, null)).toEqual([]);
    expect(chaptersFor(map, 'quiz-category:gibt-es-nicht')).toEqual([]);
  });
});
