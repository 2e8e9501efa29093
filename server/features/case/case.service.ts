import { type CaseWorkbook, emptyWorkbook, topicProgress } from '../../../common/domain/case.ts';
import { type CaseResponse, caseWorkbookSchema } from '../../../common/schemas/case.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './case.repo.ts';

/** 'Mein MPU-Fall': each learner reads and writes only their own workbook. */
export function createCaseService(deps: { db: Db }) {
  const { db } = deps;

  /** The stored workbook, read through the current schema (older rows get defaults for new fields). */
  async function workbookOf(userId: string): Promise<{ workbook: CaseWorkbook; updatedAt: Date | null }> {
    const row = await repo.findWorkbook(db, userId);
    if (!row) return { workbook: emptyWorkbook(), updatedAt: null };
    const parsed = caseWorkbookSchema.safeParse({ ...emptyWorkbook(), ...row.data });
    return { workbook: parsed.success ? parsed.data : emptyWorkbook(), updatedAt: row.updatedAt };
  }

  const respond = (workbook: CaseWorkbook, updatedAt: Date | null): CaseResponse => ({
    workbook,
    progress: topicProgress(workbook),
    updatedAt: updatedAt?.toISOString() ?? null,
  });

  return {
    /** For other features composed in app.ts (the interviewer, the consistency check). */
    async workbook(userId: string): Promise<CaseWorkbook> {
      return (await workbookOf(userId)).workbook;
    },
    async get(userId: string): Promise<CaseResponse> {
      const { workbook, updatedAt } = await workbookOf(userId);
      return respond(workbook, updatedAt);
    },
    async save(userId: string, workbook: CaseWorkbook): Promise<CaseResponse> {
      return respond(workbook, await repo.saveWorkbook(db, userId, workbook));
    },
  };
}
export type CaseService = ReturnType<typeof createCaseService>;
