import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Append-only: the app inserts entries and lists them (the retention job purges old ones); nothing edits them. */
export async function insertEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listEntries(db: Db, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
  ]);
  return { rows, total: count?.n ?? 0 };
}
