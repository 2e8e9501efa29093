import { z } from 'zod';
import { contentLang } from './common.ts';

/**
 * GET /api/news/unread (page key 'news'): what the shell's bell shows. Newest first, at most 5
 * items; `count` is the number of news items this user has not opened yet.
 */
export const unreadNewsResponse = z.object({
  count: z.number().int().min(0),
  items: z.array(z.object({ id: z.string(), title: z.string(), publishedAt: z.string(), lang: contentLang })),
});
export type UnreadNews = z.infer<typeof unreadNewsResponse>;

export const newsItem = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  publishedAt: z.string(),
  /** Whether this user has opened the item. */
  read: z.boolean(),
  /** The language of title and body (decision 028); administrators get the German source they edit. */
  lang: contentLang,
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsListResponse = z.object({ items: z.array(newsItem) });

/** Admin input. Without `publishedAt` the item is published now; a future date schedules it. */
export const newsBody = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(50_000),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
export type NewsBody = z.input<typeof newsBody>;
