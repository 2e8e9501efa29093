import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { summarize } from '../../../common/domain/progress.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Overview } from '../../../common/schemas/overview.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.repo.ts';
import * as repo from './overview.repo.ts';

export function createOverviewService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The overview of the signed-in user only; one database round trip. */
    async forUser(user: SessionUser, language: Language): Promise<Overview> {
      const { counts, lastChapterAt } = await repo.progressCounts(db, {
        userId: user.id,
        reasons: effectiveReasons(user),
        isAdmin: user.role === 'admin',
        language,
      });
      return { counts, ...summarize(counts), lastChapterAt: lastChapterAt?.toISOString() ?? null };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
