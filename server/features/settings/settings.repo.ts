import { eq, sql } from 'drizzle-orm';
import type { DetailsBody, Onboarding } from '../../../common/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userDetails, userOnboarding } from '../../db/schema/users.ts';

/** Creates the blank details and onboarding rows when they are missing (SPEC §3). */
export async function ensureRows(db: Db, userId: string): Promise<void> {
  await db.insert(userDetails).values({ userId }).onConflictDoNothing({ target: userDetails.userId });
  await db.insert(userOnboarding).values({ userId }).onConflictDoNothing({ target: userOnboarding.userId });
}

export async function load(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: profiles.email,
      consentAt: profiles.consentAt,
      consentVersion: profiles.consentVersion,
      details: userDetails,
      onboarding: userOnboarding,
    })
    .from(profiles)
    .innerJoin(userDetails, eq(userDetails.userId, profiles.id))
    .innerJoin(userOnboarding, eq(userOnboarding.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

export async function updateDetails(db: Db, userId: string, details: DetailsBody): Promise<void> {
  await db
    .update(userDetails)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(userDetails.userId, userId));
}

export async function updateOnboarding(db: Db, userId: string, patch: Partial<Onboarding>): Promise<void> {
  await db
    .update(userOnboarding)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(userOnboarding.userId, userId));
}
