import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { profiles, userDetails } from '../../db/schema/users.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Append-only: the app inserts entries and lists them (the retention job purges old ones); nothing edits them. */
export async function insertEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const targetName = sql<string>`trim(coalesce(${userDetails.firstName}, '') || ' ' || coalesce(${userDetails.lastName}, ''))`;

export type AuditFilter = { q?: string; person?: string; action?: string };

/**
 * `q`: part of who, what or which object; `person`: part of the actor's address or of the changed
 * user's address or name; `action`: one action exactly. Case-insensitive; LIKE wildcards are literal.
 */
function matching({ q, person, action }: AuditFilter): SQL | undefined {
  return and(
    q
      ? or(
          ilike(auditLog.actorEmail, like(q)),
          ilike(auditLog.action, like(q)),
          ilike(auditLog.target, like(q)),
        )
      : undefined,
    person
      ? or(
          ilike(auditLog.actorEmail, like(person)),
          ilike(profiles.email, like(person)),
          ilike(targetName, like(person)),
        )
      : undefined,
    action ? eq(auditLog.action, action) : undefined,
  );
}

/** The log with the account its target names (a user id; other targets find none). */
function withTargets(db: Db) {
  return db
    .select({
      entry: auditLog,
      targetEmail: profiles.email,
      targetName,
    })
    .from(auditLog)
    .leftJoin(profiles, sql`${profiles.id}::text = ${auditLog.target}`)
    .leftJoin(userDetails, eq(userDetails.userId, profiles.id));
}

export async function listEntries(db: Db, offset: number, limit: number, filter: AuditFilter) {
  const where = matching(filter);
  const [rows, [count], actions] = await Promise.all([
    withTargets(db)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(profiles, sql`${profiles.id}::text = ${auditLog.target}`)
      .leftJoin(userDetails, eq(userDetails.userId, profiles.id))
      .where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { rows, total: count?.n ?? 0, actions: actions.map((row) => row.action) };
}
