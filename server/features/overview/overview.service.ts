import { isAdmin } from '../../../common/domain/access.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import { type ProgressCounts, summarize } from '../../../common/domain/progress.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Overview } from '../../../common/schemas/overview.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { createContentTotals } from './content-totals.ts';
import * as repo from './overview.repo.ts';

export function createOverviewService(deps: { db: Db; pagesOf: (user: SessionUser) => Promise<PageKey[]> }) {
  const { db, pagesOf } = deps;
  // Content totals per content version (decision 025): flat in the amount of content.
  const totalsOf = createContentTotals(db);
  return {
    /** The overview of the signed-in user only, counting only the areas they can open. */
    async forUser(user: SessionUser, language: Language): Promise<Overview> {
      const scope = {
        userId: user.id,
        reasons: effectiveReasons(user),
        isAdmin: isAdmin(user),
        language,
      };
      const [mine, totals, pages] = await Promise.all([
        repo.learnerCounts(db, scope),
        totalsOf(scope),
        pagesOf(user),
      ]);
      const counts: ProgressCounts = {
        chapters: { completed: mine.chaptersCompleted, total: totals.chapters },
        videos: { completed: mine.videosCompleted, total: totals.videos },
        questions: { mastered: mine.questionsMastered, total: totals.questions },
        attempts: mine.attempts,
      };
      const open = { courses: pages.includes('courses'), videos: pages.includes('videos') };
      return {
        counts,
        ...summarize(counts, open),
        open,
        lastChapterAt: mine.lastChapterAt?.toISOString() ?? null,
      };
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
