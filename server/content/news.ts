import path from 'node:path';
import { z } from 'zod';
import { news } from '../db/schema/news.ts';
import { ContentFileError, contentKey, listFiles, nonEmpty, parseWith, readMarkdown } from './files.ts';
import type { ContentModule } from './loader.ts';
import { loadBatch } from './store.ts';
import { readNewsTranslations } from './translation-files.ts';

const frontMatter = z.strictObject({
  key: contentKey,
  title: nonEmpty,
  // YAML reads an unquoted 2024-04-01 as a date; both spellings are accepted.
  published_at: z.union([z.iso.date(), z.date().transform((date) => date.toISOString().slice(0, 10))]),
});

export type NewsItem = z.infer<typeof frontMatter> & { body: string; file: string };

const NEWS_FILE = /^(\d{4}-\d{2}-\d{2})-([a-z0-9-]+)\.md$/;

/** Reads content/news/<yyyy-mm-dd>-<key>.md, newest first. */
export function readNews(contentDir: string): NewsItem[] {
  const dir = path.join(contentDir, 'news');
  return listFiles(dir, /\.md$/)
    .map((name) => {
      const file = path.join(dir, name);
      const match = NEWS_FILE.exec(name);
      if (!match) throw new ContentFileError(`${file}: news files are named <yyyy-mm-dd>-<key>.md`);
      const { data, body } = readMarkdown(file);
      const item = parseWith(frontMatter, data, file);
      if (item.published_at !== match[1] || item.key !== match[2]) {
        throw new ContentFileError(`${file}: the file name must be <published_at>-<key>.md`);
      }
      if (!body) throw new ContentFileError(`${file}: the item has no text`);
      return { ...item, body, file };
    })
    .reverse();
}

/**
 * Publication time of a news date: noon in Germany (10:00 UTC), so the date reads the same in
 * every European time zone.
 */
export function publishedAt(date: string): Date {
  return new Date(`${date}T10:00:00Z`);
}

/** Dated news items (`news:` keys). */
export const newsContent: ContentModule = {
  kind: 'news',
  load: (db, contentDir) => {
    const items = readNews(contentDir);
    const translated = readNewsTranslations(contentDir);
    return loadBatch(db, async (batch) => {
      await batch.put(
        news,
        items.map((item) => ({
          key: `news:${item.key}`,
          translations: translated.get(`news:${item.key}`),
          values: { title: item.title, body: item.body, publishedAt: publishedAt(item.published_at) },
        })),
      );
    });
  },
};
