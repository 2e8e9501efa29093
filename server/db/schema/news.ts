import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sourceKey, translations, updatedAt } from './columns.ts';
import { profiles } from './users.ts';

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    /** Markdown, rendered safely (no raw HTML). */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    sourceKey: sourceKey(),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_published_at_idx').on(t.publishedAt.desc())],
);

/** Which news items a user has opened (for the bell's unread count). */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);
