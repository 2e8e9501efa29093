import { eq, sql } from 'drizzle-orm';
import type { CaseWorkbook } from '../../../common/domain/case.ts';
import type { Db } from '../../db/client.ts';
import { caseWorkbooks } from '../../db/schema/case.ts';

export async function findWorkbook(db: Db, userId: string) {
  const [row] = await db
    .select({ data: caseWorkbooks.data, updatedAt: caseWorkbooks.updatedAt })
    .from(caseWorkbooks)
    .where(eq(caseWorkbooks.userId, userId));
  return row;
}

export async function saveWorkbook(db: Db, userId: string, data: CaseWorkbook): Promise<Date> {
  const [row] = await db
    .insert(caseWorkbooks)
    .values({ userId, data })
    .onConflictDoUpdate({ target: caseWorkbooks.userId, set: { data, updatedAt: sql`now()` } })
    .returning({ updatedAt: caseWorkbooks.updatedAt });
  return row!.updatedAt;
}
