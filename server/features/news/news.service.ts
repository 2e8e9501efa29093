import { isAdmin } from '../../../common/domain/access.ts';
import type { Role } from '../../../common/domain/pages.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
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
  const visibleAt = (user: Viewer) => (isAdmin(user) ? null : clock.now());
  const values = (input: NewsInput) => ({
    title: input.title,
    body: input.body,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : undefined,
  });

  return {
    /** Administrators edit on this page, so they get the German source (decision 028). */
    async list(user: Viewer, language: Language = 'de'): Promise<NewsItem[]> {
      const rows = await repo.listNews(db, user.id, visibleAt(user), LIST_LIMIT);
      const shownIn = isAdmin(user) ? 'de' : language;
      return rows.map(({ translations, ...row }) => {
        const shown = localize({ ...row, translations }, shownIn, ['title', 'body']);
        return {
          ...row,
          ...shown.values,
          lang: shown.lang,
          read: Boolean(row.read),
          publishedAt: row.publishedAt.toISOString(),
        };
      });
    },

    async unread(user: Viewer, language: Language = 'de'): Promise<UnreadNews> {
      const { count, items } = await repo.unread(db, user.id, clock.now(), UNREAD_ITEMS);
      return {
        count,
        items: items.map(({ translations, ...item }) => {
          const shown = localize({ ...item, translations }, language, ['title']);
          return { ...item, ...shown.values, lang: shown.lang, publishedAt: item.publishedAt.toISOString() };
        }),
      };
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
