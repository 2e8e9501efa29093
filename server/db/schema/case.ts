import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { CaseWorkbook } from '../../../common/domain/case.ts';
import { updatedAt } from './columns.ts';
import { profiles } from './users.ts';

/**
 * 'Mein MPU-Fall' (issue 10): one workbook per learner, stored whole as validated JSON
 * (common/schemas/case.ts). Health and offence data: deleted with the account, exported with it.
 */
export const caseWorkbooks = pgTable('case_workbooks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<CaseWorkbook>().notNull(),
  updatedAt: updatedAt(),
});
