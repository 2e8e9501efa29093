import { eq, sql } from 'drizzle-orm';
import type { PlanDates } from '../../../common/domain/timeline.ts';
import type { Db } from '../../db/client.ts';
import { planDates } from '../../db/schema/plan.ts';

const columns = {
  mpuDate: planDates.mpuDate,
  withdrawnOn: planDates.withdrawnOn,
  banEnd: planDates.banEnd,
  abstinenceStart: planDates.abstinenceStart,
  proofPlan: planDates.proofPlan,
  proofDates: planDates.proofDates,
};

export async function findDates(db: Db, userId: string): Promise<PlanDates | undefined> {
  const [row] = await db.select(columns).from(planDates).where(eq(planDates.userId, userId));
  return row;
}

export async function saveDates(db: Db, userId: string, dates: PlanDates): Promise<void> {
  await db
    .insert(planDates)
    .values({ userId, ...dates })
    .onConflictDoUpdate({ target: planDates.userId, set: { ...dates, updatedAt: sql`now()` } });
}
