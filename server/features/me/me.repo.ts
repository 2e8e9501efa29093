import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, userPermissions } from '../../db/schema/users.ts';

export async function findProfile(db: Db, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return profile;
}

export function permissionRows(db: Db, userId: string) {
  return db
    .select({ page: userPermissions.page, allowed: userPermissions.allowed })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
}

/** Stores the learner's explicit consent to the privacy notice of this version. */
export async function setConsent(db: Db, userId: string, version: string) {
  await db
    .update(profiles)
    .set({ consentAt: sql`now()`, consentVersion: version, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}
