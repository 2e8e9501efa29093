import { desc, eq, sql } from 'drizzle-orm';
import type { PageKey, Role } from '../../../common/domain/pages.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userPermissions } from '../../db/schema/users.ts';

export async function listUsers(db: Db) {
  const [rows, permissions] = await Promise.all([
    db.select().from(profiles).orderBy(desc(profiles.createdAt)),
    db.select().from(userPermissions),
  ]);
  const byUser = new Map<string, Partial<Record<PageKey, boolean>>>();
  for (const p of permissions) {
    const entry = byUser.get(p.userId) ?? {};
    entry[p.page] = p.allowed;
    byUser.set(p.userId, entry);
  }
  return rows.map((row) => ({ ...row, permissions: byUser.get(row.id) ?? {} }));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row ? findUser(db, row.id) : undefined;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!row) return undefined;
  const permissions = await db.select().from(userPermissions).where(eq(userPermissions.userId, id));
  return {
    ...row,
    permissions: Object.fromEntries(permissions.map((p) => [p.page, p.allowed])) as Partial<
      Record<PageKey, boolean>
    >,
  };
}

/** The ids of all administrators, locked until the transaction ends (role changes serialise). */
export async function lockAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateRole(db: Db, id: string, role: Role): Promise<void> {
  await db.update(profiles).set({ role, updatedAt: sql`now()` }).where(eq(profiles.id, id));
}

export async function setPermissions(db: Db, userId: string, permissions: Partial<Record<PageKey, boolean>>) {
  for (const [page, allowed] of Object.entries(permissions) as [PageKey, boolean][]) {
    await db
      .insert(userPermissions)
      .values({ userId, page, allowed })
      .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed } });
  }
}

export async function lockProfile(db: Db, id: string): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
}
