import { z } from 'zod';

/**
 * GET /api/news/unread (page key 'news'): what the shell's bell shows. Newest first, at most 5
 * items; `count` is the number of news items this user has not opened yet.
 */
export const unreadNewsResponse = z.object({
  count: z.number().int().min(0),
  items: z.array(z.object({ id: z.string(), title: z.string(), publishedAt: z.string() })),
});
export type UnreadNews = z.infer<typeof unreadNewsResponse>;
