import { sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { ProgressCounts } from '../../../common/domain/progress.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';

export type OverviewScope = { userId: string; reasons: MpuType[]; isAdmin: boolean; language: Language };

type Row = {
  chapters_total: number;
  chapters_completed: number;
  videos_total: number;
  videos_completed: number;
  questions_total: number;
  questions_mastered: number;
  attempts_total: number;
  attempts_correct: number;
  last_chapter_ms: number | null;
};

/**
 * Every count of the overview in one statement, for one user, however long their history (the
 * answers come from the learner's memory rows, one per question: decision 026)
 * (definitions in common/domain/progress.ts). Videos count as the library shows them: German ones for
 * everyone plus those spoken in the learner's language (decision 028). Reasons filter videos (SPEC §5, admins see all) and
 * exam categories (SPEC §6, categories without types are for everyone); no reasons means no filter.
 */
export async function progressCounts(db: Db, scope: OverviewScope) {
  const reasons = sql`${`{${scope.reasons.join(',')}}`}::mpu_type[]`;
  const result = await db.execute(sql`
    with visible_videos as (
      select v.id from videos v
      where v.language in ('de'::video_language, ${scope.language}::video_language)
        and (${scope.isAdmin} or cardinality(${reasons}) = 0 or v.mpu_types && ${reasons})
    ),
    available_questions as (
      select q.id from quiz_questions q
      join quiz_categories c on c.id = q.category_id
      where cardinality(c.mpu_types) = 0 or cardinality(${reasons}) = 0 or c.mpu_types && ${reasons}
    ),
    memory as (
      select m.question_id, m.last_correct, m.answer_count, m.correct_count
      from question_memory m
      where m.user_id = ${scope.userId} and m.kind = 'exam'
    )
    select
      (select count(*)::int from chapters) as chapters_total,
      (select count(*)::int from user_progress p
        where p.user_id = ${scope.userId} and p.completed) as chapters_completed,
      (select count(*)::int from visible_videos) as videos_total,
      (select count(*)::int from video_progress p join visible_videos v on v.id = p.video_id
        where p.user_id = ${scope.userId} and p.completed) as videos_completed,
      (select count(*)::int from available_questions) as questions_total,
      (select count(*)::int from memory l join available_questions q on q.id = l.question_id
        where l.last_correct) as questions_mastered,
      (select coalesce(sum(answer_count), 0)::int from memory) as attempts_total,
      (select coalesce(sum(correct_count), 0)::int from memory) as attempts_correct,
      (select (extract(epoch from max(p.created_at)) * 1000)::float8 from user_progress p
        where p.user_id = ${scope.userId}) as last_chapter_ms
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const counts: ProgressCounts = {
    chapters: { completed: row.chapters_completed, total: row.chapters_total },
    videos: { completed: row.videos_completed, total: row.videos_total },
    questions: { mastered: row.questions_mastered, total: row.questions_total },
    attempts: { total: row.attempts_total, correct: row.attempts_correct },
  };
  return { counts, lastChapterAt: row.last_chapter_ms === null ? null : new Date(row.last_chapter_ms) };
}
