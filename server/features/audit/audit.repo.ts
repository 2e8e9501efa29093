import { desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Append-only: the app inserts entries and lists them (the retention job purges old ones); nothing edits them. */
export async function insertEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** `q`: part of who, what or which object, case-insensitive (LIKE wildcards in it are literal). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(auditLog.actorEmail, pattern),
    ilike(auditLog.action, pattern),
    ilike(auditLog.target, pattern),
  );
}

export async function listEntries(db: Db, offset: number, limit: number, q?: string) {
  const where = matching(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
