import { and, desc, eq, sql } from 'drizzle-orm';
import { joinName, splitName } from '../../../common/domain/counsellor.ts';
import type { PageKey, Role } from '../../../common/domain/pages.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userDetails, userPermissions } from '../../db/schema/users.ts';

/** The names of the counsellors (shown to admins; the learners' names stay out of the list). */
async function counsellorNames(db: Db, id?: string) {
  const rows = await db
    .select({ id: profiles.id, firstName: userDetails.firstName, lastName: userDetails.lastName })
    .from(profiles)
    .innerJoin(userDetails, eq(userDetails.userId, profiles.id))
    .where(id ? and(eq(profiles.role, 'counsellor'), eq(profiles.id, id)) : eq(profiles.role, 'counsellor'));
  return new Map(rows.map((row) => [row.id, joinName(row)]));
}

export async function listUsers(db: Db) {
  const [rows, permissions, names] = await Promise.all([
    db.select().from(profiles).orderBy(desc(profiles.createdAt)),
    db.select().from(userPermissions),
    counsellorNames(db),
  ]);
  const byUser = new Map<string, Partial<Record<PageKey, boolean>>>();
  for (const p of permissions) {
    const entry = byUser.get(p.userId) ?? {};
    entry[p.page] = p.allowed;
    byUser.set(p.userId, entry);
  }
  return rows.map((row) => ({
    ...row,
    permissions: byUser.get(row.id) ?? {},
    name: names.get(row.id) ?? null,
  }));
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
  const [permissions, names] = await Promise.all([
    db.select().from(userPermissions).where(eq(userPermissions.userId, id)),
    counsellorNames(db, id),
  ]);
  return {
    ...row,
    name: names.get(id) ?? null,
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

/** A counsellor's name, as first and last name. */
export async function setName(db: Db, userId: string, name: string): Promise<void> {
  await db
    .update(userDetails)
    .set({ ...splitName(name), updatedAt: sql`now()` })
    .where(eq(userDetails.userId, userId));
}
