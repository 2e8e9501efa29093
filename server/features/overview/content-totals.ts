import { count, eq } from 'drizzle-orm';
import { isCategoryVisible } from '../../../common/domain/exam.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { matchesReasons } from '../../../common/domain/videos.ts';
import type { Db } from '../../db/client.ts';
import { chapters } from '../../db/schema/courses.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { videos } from '../../db/schema/videos.ts';
import { CONTENT_VERSION_KEY, createVersionedCache } from '../../db/versioned-cache.ts';
import type { OverviewScope } from './overview.repo.ts';

/** What the totals are computed from: counts per visibility group, a handful of rows. */
export type ContentCounts = {
  chapters: number;
  videos: { language: string; mpuTypes: MpuType[]; n: number }[];
  questions: { mpuTypes: MpuType[]; n: number }[];
};

async function loadCounts(db: Db): Promise<ContentCounts> {
  const [chapterRows, videoRows, questionRows] = await Promise.all([
    db.select({ n: count() }).from(chapters),
    db
      .select({ language: videos.language, mpuTypes: videos.mpuTypes, n: count() })
      .from(videos)
      .groupBy(videos.language, videos.mpuTypes),
    db
      .select({ mpuTypes: quizCategories.mpuTypes, n: count() })
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizQuestions.categoryId, quizCategories.id))
      .groupBy(quizCategories.mpuTypes),
  ]);
  return { chapters: chapterRows[0]?.n ?? 0, videos: videoRows, questions: questionRows };
}

/**
 * The content totals of a learner's overview, from the counts of the current content version, by
 * the rules of the library and the exam hub: videos in German or the learner's language that match
 * their reasons (`matchesReasons`: admins and learners without reasons see all); questions of the
 * categories they can open (`isCategoryVisible`: without reasons only those for everyone). The
 * learner's own counts in overview.repo.ts follow the same rules.
 */
export function totalsFor(counts: ContentCounts, scope: Omit<OverviewScope, 'userId'>) {
  const viewer = { role: scope.isAdmin ? ('admin' as const) : ('user' as const), reasons: scope.reasons };
  const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
  return {
    chapters: counts.chapters,
    videos: sum(
      counts.videos.filter(
        (v) => (v.language === 'de' || v.language === scope.language) && matchesReasons(v.mpuTypes, viewer),
      ),
    ),
    questions: sum(counts.questions.filter((q) => isCategoryVisible(q.mpuTypes, scope.reasons))),
  };
}

/** The content counts, loaded once per content version on each instance. */
export function createContentTotals(db: Db) {
  const cache = createVersionedCache(db, CONTENT_VERSION_KEY, (_: 'all') => loadCounts(db));
  return async (scope: Omit<OverviewScope, 'userId'>) => totalsFor(await cache.get('all'), scope);
}
