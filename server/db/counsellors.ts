import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../kernel/errors.ts';
import type { Db } from './client.ts';
import { counsellorShares } from './schema/counsellor.ts';
import { profiles } from './schema/users.ts';

/**
 * The one writer of a learner's counsellor (issue 30): the admin's user editor and the CRM both
 * assign through here. A new counsellor (or none) withdraws every share with the one before: the
 * learner agreed to share with that person, not with whoever comes next.
 */
export async function assignCounsellor(
  db: Db,
  learnerId: string,
  counsellorId: string | null,
): Promise<void> {
  const [learner] = await db
    .select({ role: profiles.role, counsellorId: profiles.counsellorId })
    .from(profiles)
    .where(eq(profiles.id, learnerId))
    .for('update');
  if (!learner) throw new AppError('not_found', 404);
  if (learner.role !== 'user') throw notALearner();
  if (counsellorId !== null) {
    const [counsellor] = await db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, counsellorId));
    if (counsellor?.role !== 'counsellor') throw notACounsellor();
  }
  if (learner.counsellorId === counsellorId) return;
  await withdrawShares(db, learnerId);
  await db.update(profiles).set({ counsellorId, updatedAt: sql`now()` }).where(eq(profiles.id, learnerId));
}

/** A user who stops being a counsellor lets go of their learners (and every share with them ends). */
export async function releaseLearners(db: Db, counsellorId: string): Promise<void> {
  await db
    .update(counsellorShares)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(counsellorShares.counsellorId, counsellorId), isNull(counsellorShares.withdrawnAt)));
  await db
    .update(profiles)
    .set({ counsellorId: null, updatedAt: sql`now()` })
    .where(eq(profiles.counsellorId, counsellorId));
}

/** A user who becomes a counsellor or an admin has no counsellor of their own. */
export async function dropOwnCounsellor(db: Db, userId: string): Promise<void> {
  await withdrawShares(db, userId);
  await db.update(profiles).set({ counsellorId: null }).where(eq(profiles.id, userId));
}

async function withdrawShares(db: Db, learnerId: string) {
  await db
    .update(counsellorShares)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(counsellorShares.learnerId, learnerId), isNull(counsellorShares.withdrawnAt)));
}

const notALearner = () =>
  new AppError(
    'conflict',
    409,
    'only learners have a counsellor',
    'Nur Lernende bekommen eine Beraterin oder einen Berater zugeordnet.',
  );

const notACounsellor = () =>
  new AppError(
    'conflict',
    409,
    'no counsellor with this id',
    'Diese Person ist keine Beraterin und kein Berater. Bitte legen Sie sie zuerst als Beraterin oder Berater an.',
  );
