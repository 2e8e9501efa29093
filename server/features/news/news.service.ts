import type { Role } from '../../../common/domain/pages.ts';
import type { NewsItem, UnreadNews } from '../../../common/schemas/news.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { notFound } from '../../kernel/errors.ts';
import * as repo from './news.repo.ts';

/** Most items the news page lists; the bell shows the newest five unread (common/schemas/news.ts). */
const LIST_LIMIT = 200;
const UNREAD_ITEMS = 5;

type Viewer = { id: string; role: Role };
type NewsInput = { title: string; body: string; publishedAt?: string };

export function createNewsService({ db, clock }: { db: Db; clock: Clock }) {
  /** Admins see scheduled items too; everyone else only what is published. */
  const visibleAt = (user: Viewer) => (user.role === 'admin' ? null : clock.now());
  const values = (input: NewsInput) => ({
    title: input.title,
    body: input.body,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : undefined,
  });

  return {
    async list(user: Viewer): Promise<NewsItem[]> {
      const rows = await repo.listNews(db, user.id, visibleAt(user), LIST_LIMIT);
      return rows.map((row) => ({
        ...row,
        read: Boolean(row.read),
        publishedAt: row.publishedAt.toISOString(),
      }));
    },

    async unread(user: Viewer): Promise<UnreadNews> {
      const { count, items } = await repo.unread(db, user.id, clock.now(), UNREAD_ITEMS);
      return { count, items: items.map((i) => ({ ...i, publishedAt: i.publishedAt.toISOString() })) };
    },

    /** Opening an item marks it read for this user (idempotent). */
    async markRead(user: Viewer, id: string): Promise<void> {
      if (!(await repo.findPublished(db, id, visibleAt(user)))) throw notFound();
      await repo.markRead(db, user.id, id);
    },

    async create(user: Viewer, input: NewsInput) {
      const { publishedAt, ...rest } = values(input);
      return { id: await repo.insertNews(db, user.id, { ...rest, publishedAt: publishedAt ?? clock.now() }) };
    },

    async update(id: string, input: NewsInput): Promise<void> {
      if (!(await repo.updateNews(db, id, values(input)))) throw notFound();
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteNews(db, id))) throw notFound();
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
