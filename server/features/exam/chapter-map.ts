import path from 'node:path';
import { z } from 'zod';
import { contentKey, parseWith, readYaml } from '../../content/files.ts';
import { defaultContentDir } from '../../content/loader.ts';

/** Exam category key (content/questions/<key>.yaml) → the chapter keys that teach it, best first. */
export type ChapterMap = ReadonlyMap<string, readonly string[]>;

const file = z.object({ categories: z.record(contentKey, z.array(contentKey).min(1)) });

/**
 * Reads content/exam-chapters.yaml (decision 029): which course chapters the result of an exam
 * simulation links for a weak category. server/content/exam-chapters.test.ts checks every key
 * against the content, so an unknown key fails the tests.
 */
export function loadChapterMap(contentDir = defaultContentDir): ChapterMap {
  const full = path.join(contentDir, 'exam-chapters.yaml');
  const data = parseWith(file, readYaml(full), full);
  return new Map(Object.entries(data.categories));
}

/** The chapter keys for a category's content key (`quiz-category:<key>`); none for admin-made ones. */
export function chaptersFor(map: ChapterMap, categorySourceKey: string | null): readonly string[] {
  const key = categorySourceKey?.replace(/^quiz-category:/, '');
  return (key && map.get(key)) || [];
}
