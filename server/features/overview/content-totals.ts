import { count, eq } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import { chapters } from '../../db/schema/courses.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { videos } from '../../db/schema/videos.ts';
import { createVersionedCache } from '../../db/versioned-cache.ts';
import type { OverviewScope } from './overview.repo.ts';

/**
 * The app_state row statement triggers on chapters, videos, quiz_questions and quiz_categories bump
 * with every write, whoever writes (migration `content_version_sql`, decision 025).
 */
export const CONTENT_VERSION_KEY = 'content_version';

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

const overlaps = (types: readonly MpuType[], reasons: readonly MpuType[]) =>
  types.some((type) => reasons.includes(type));

/**
 * The content totals of a learner's overview, from the counts of the current content version.
 * Videos: German ones and those spoken in the learner's language, of their reasons (admins and
 * learners without reasons: all). Questions: of categories for everyone (no types) or of their
 * reasons (no reasons: all). The same rules as the learner's own counts in overview.repo.ts.
 */
export function totalsFor(counts: ContentCounts, scope: Omit<OverviewScope, 'userId'>) {
  const noFilter = scope.reasons.length === 0;
  const sum = (rows: { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);
  return {
    chapters: counts.chapters,
    videos: sum(
      counts.videos.filter(
        (v) =>
          (v.language === 'de' || v.language === scope.language) &&
          (scope.isAdmin || noFilter || overlaps(v.mpuTypes, scope.reasons)),
      ),
    ),
    questions: sum(
      counts.questions.filter(
        (q) => q.mpuTypes.length === 0 || noFilter || overlaps(q.mpuTypes, scope.reasons),
      ),
    ),
  };
}

/** The content counts, loaded once per content version on each instance. */
export function createContentTotals(db: Db) {
  const cache = createVersionedCache(db, CONTENT_VERSION_KEY, (_: 'all') => loadCounts(db));
  return async (scope: Omit<OverviewScope, 'userId'>) => totalsFor(await cache.get('all'), scope);
}
