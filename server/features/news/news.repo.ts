import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { news, newsReads } from '../../db/schema/news.ts';

const readBy = (userId: string) => and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId));

/** News newest first with whether this user opened each; `visibleAt` hides scheduled items. */
export function listNews(db: Db, userId: string, visibleAt: Date | null, limit: number) {
  return db
    .select({
      id: news.id,
      title: news.title,
      body: news.body,
      translations: news.translations,
      publishedAt: news.publishedAt,
      read: sql<boolean>`${newsReads.userId} is not null`,
    })
    .from(news)
    .leftJoin(newsReads, readBy(userId))
    .where(visibleAt ? lte(news.publishedAt, visibleAt) : undefined)
    .orderBy(desc(news.publishedAt), desc(news.createdAt))
    .limit(limit);
}

/** Published items this user has not opened: how many, and the newest few. */
export async function unread(db: Db, userId: string, now: Date, limit: number) {
  const where = and(lte(news.publishedAt, now), isNull(newsReads.userId));
  const [total] = await db.select({ n: count() }).from(news).leftJoin(newsReads, readBy(userId)).where(where);
  const items = await db
    .select({
      id: news.id,
      title: news.title,
      translations: news.translations,
      publishedAt: news.publishedAt,
    })
    .from(news)
    .leftJoin(newsReads, readBy(userId))
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.createdAt))
    .limit(limit);
  return { count: total?.n ?? 0, items };
}

export async function findPublished(db: Db, id: string, visibleAt: Date | null) {
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), visibleAt ? lte(news.publishedAt, visibleAt) : undefined));
  return row;
}

export async function markRead(db: Db, userId: string, newsId: string): Promise<void> {
  await db.insert(newsReads).values({ userId, newsId }).onConflictDoNothing();
}

type Values = { title: string; body: string; publishedAt?: Date };

export async function insertNews(db: Db, authorId: string, values: Values): Promise<string> {
  const [row] = await db
    .insert(news)
    .values({ ...values, authorId })
    .returning({ id: news.id });
  return row!.id;
}

export async function updateNews(db: Db, id: string, values: Values): Promise<boolean> {
  const rows = await db
    .update(news)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return rows.length > 0;
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  return (await db.delete(news).where(eq(news.id, id)).returning({ id: news.id })).length > 0;
}
