import {
  type CaseWorkbook,
  emptyWorkbook,
  mayShareWithAi,
  topicProgress,
} from '../../../common/domain/case.ts';
import { type CaseResponse, caseWorkbookSchema } from '../../../common/schemas/case.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './case.repo.ts';

/**
 * 'Mein MPU-Fall': each learner reads and writes only their own workbook. `aiConfigured`: the
 * operator set up an external AI provider (env AI_BASE_URL and AI_API_KEY).
 */
export function createCaseService(deps: { db: Db; aiConfigured: boolean }) {
  const { db, aiConfigured } = deps;

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
    aiAvailable: aiConfigured,
  });

  return {
    /**
     * For offline features composed in app.ts (the offline interviewer, the consistency check): the
     * workbook stays on this server. Never pass its result to an external provider; use `forAi`.
     */
    async workbook(userId: string): Promise<CaseWorkbook> {
      return (await workbookOf(userId)).workbook;
    },
    /**
     * The workbook for a request to the external AI provider, or null when it must not go there (no
     * provider configured, or the learner has not switched the consent on).
     */
    async forAi(userId: string): Promise<CaseWorkbook | null> {
      const { workbook } = await workbookOf(userId);
      return mayShareWithAi(workbook, aiConfigured) ? workbook : null;
    },
    async get(userId: string): Promise<CaseResponse> {
      const { workbook, updatedAt } = await workbookOf(userId);
      return respond(workbook, updatedAt);
    },
    /** The learner's opt-in to the external model (the interview page switches it too). */
    async setAiConsent(userId: string, aiConsent: boolean): Promise<void> {
      const { workbook } = await workbookOf(userId);
      await repo.saveWorkbook(db, userId, { ...workbook, aiConsent });
    },
    async save(userId: string, workbook: CaseWorkbook): Promise<CaseResponse> {
      return respond(workbook, await repo.saveWorkbook(db, userId, workbook));
    },
  };
}
export type CaseService = ReturnType<typeof createCaseService>;
