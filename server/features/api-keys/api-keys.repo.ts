import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/integration.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function listKeys(db: Db) {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt));
}

/** A new key for the same integration: the old one stops working at once. */
export async function replaceHash(db: Db, id: string, keyHash: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ keyHash, lastUsedAt: null })
    .where(eq(apiKeys.id, id))
    .returning();
  return row;
}

export async function insertKey(db: Db, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

export async function setActive(db: Db, id: string, isActive: boolean) {
  const [row] = await db.update(apiKeys).set({ isActive }).where(eq(apiKeys.id, id)).returning();
  return row;
}

export async function deleteKey(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** An active, unexpired key by its hash; marks it used. One statement. */
export async function claimActiveKey(db: Db, keyHash: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        eq(apiKeys.isActive, true),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .returning({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes });
  return row;
}
