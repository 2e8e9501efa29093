import { effectiveReasons } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import { summarize } from '../../../common/domain/progress.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Overview } from '../../../common/schemas/overview.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './overview.repo.ts';

export function createOverviewService(deps: { db: Db; pagesOf: (user: SessionUser) => Promise<PageKey[]> }) {
  const { db, pagesOf } = deps;
  return {
    /** The overview of the signed-in user only, counting only the areas they can open. */
    async forUser(user: SessionUser, language: Language): Promise<Overview> {
      const [{ counts, lastChapterAt }, pages] = await Promise.all([
        repo.progressCounts(db, {
          userId: user.id,
          reasons: effectiveReasons(user),
          isAdmin: user.role === 'admin',
          language,
        }),
        pagesOf(user),
      ]);
      const open = { courses: pages.includes('courses'), videos: pages.includes('videos') };
      return {
        counts,
        ...summarize(counts, open),
        open,
        lastChapterAt: lastChapterAt?.toISOString() ?? null,
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
