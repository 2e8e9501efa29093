import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './loader.ts';
import { publishedAt, readNews } from './news.ts';

const items = readNews(defaultContentDir);

describe('news of the content pack', () => {
  it('are at least six dated items, none dated in the future, with distinct keys and titles', () => {
    expect(items.length).toBeGreaterThanOrEqual(6);
    const keys = items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(items.map((item) => item.title)).size).toBe(items.length);
    for (const item of items) {
      const date = publishedAt(item.published_at);
      expect(Number.isNaN(date.getTime()), item.file).toBe(false);
      expect(date.getTime(), item.file).toBeLessThanOrEqual(Date.now());
      expect(item.body.split(/\s+/).length, item.file).toBeGreaterThanOrEqual(120);
    }
  });

  it('are listed newest first', () => {
    const dates = items.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('are published at noon in Germany, so the date is the same in every European time zone', () => {
    expect(publishedAt('2024-04-01').toISOString()).toBe('2024-04-01T10:00:00.000Z');
  });
});
