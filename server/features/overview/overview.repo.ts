import { sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';

export type OverviewScope = { userId: string; reasons: MpuType[]; isAdmin: boolean; language: Language };

type Row = {
  chapters_completed: number;
  videos_completed: number;
  questions_mastered: number;
  attempts_total: number;
  attempts_correct: number;
  last_chapter_ms: number | null;
};

/**
 * The learner's own counts of the overview in one statement (definitions in
 * common/domain/progress.ts). Each starts from the learner's rows (primary keys and indexes that
 * lead with user_id) and looks up the content of each row by its id, so it scales with the
 * learner's history, not with the content (decision 025; the answers come from the learner's
 * memory rows, one per question: decision 026). Videos count as the library shows them: German
 * ones for everyone plus those spoken in the learner's language (decision 028). Reasons filter
 * videos (SPEC §5, admins see all; no reasons means no filter) and exam categories as the hub does
 * (SPEC §6: categories without types are for everyone, the others need one of the learner's
 * reasons). The content totals follow the same rules
 * (content-totals.ts).
 */
export async function learnerCounts(db: Db, scope: OverviewScope) {
  const reasons = sql`${`{${scope.reasons.join(',')}}`}::mpu_type[]`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from user_progress p
        where p.user_id = ${scope.userId} and p.completed) as chapters_completed,
      (select count(*)::int from video_progress p join videos v on v.id = p.video_id
        where p.user_id = ${scope.userId} and p.completed
          and v.language in ('de'::video_language, ${scope.language}::video_language)
          and (${scope.isAdmin} or cardinality(${reasons}) = 0 or v.mpu_types && ${reasons})
      ) as videos_completed,
      (select count(*)::int from question_memory m
        join quiz_questions q on q.id = m.question_id
        join quiz_categories c on c.id = q.category_id
        where m.user_id = ${scope.userId} and m.kind = 'exam' and m.last_correct
          and (cardinality(c.mpu_types) = 0 or c.mpu_types && ${reasons})
      ) as questions_mastered,
      answers.total as attempts_total,
      answers.correct as attempts_correct,
      (select (extract(epoch from max(p.created_at)) * 1000)::float8 from user_progress p
        where p.user_id = ${scope.userId}) as last_chapter_ms
    from (
      select coalesce(sum(m.answer_count), 0)::int as total, coalesce(sum(m.correct_count), 0)::int as correct
        from question_memory m where m.user_id = ${scope.userId} and m.kind = 'exam'
    ) as answers
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  return {
    chaptersCompleted: row.chapters_completed,
    videosCompleted: row.videos_completed,
    questionsMastered: row.questions_mastered,
    attempts: { total: row.attempts_total, correct: row.attempts_correct },
    lastChapterAt: row.last_chapter_ms === null ? null : new Date(row.last_chapter_ms),
  };
}
