import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { InterviewReport } from '../../../common/schemas/interview.ts';
import type { Db } from '../../db/client.ts';
import { chapters } from '../../db/schema/courses.ts';
import { interviewSessions, interviewTurns } from '../../db/schema/interview.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import type { Turn } from './engine.ts';

export type SessionRow = typeof interviewSessions.$inferSelect;
export type TurnRow = typeof interviewTurns.$inferSelect;

export async function insertSession(db: Db, userId: string, mode: 'written' | 'spoken', reasons: MpuType[]) {
  const [row] = await db.insert(interviewSessions).values({ userId, mode, reasons }).returning();
  return row!;
}

/** The session if it belongs to this learner (ownership: every read goes through the user id). */
export async function findSession(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
  return row;
}

export async function latestActive(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, 'active')))
    .orderBy(desc(interviewSessions.startedAt))
    .limit(1);
  return row;
}

export async function finishedSessions(db: Db, userId: string) {
  return db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, 'finished')))
    .orderBy(asc(interviewSessions.finishedAt));
}

export async function turnsOf(db: Db, sessionId: string) {
  return db
    .select()
    .from(interviewTurns)
    .where(eq(interviewTurns.sessionId, sessionId))
    .orderBy(asc(interviewTurns.seq));
}

/** Appends turns after the last one; the unique (session, seq) refuses a concurrent double write. */
export async function appendTurns(
  db: Db,
  sessionId: string,
  turns: (Turn & { lang: Language; engine: 'offline' | 'remote' | null })[],
) {
  const [last] = await db
    .select({ seq: max(interviewTurns.seq) })
    .from(interviewTurns)
    .where(eq(interviewTurns.sessionId, sessionId));
  const start = (last?.seq ?? 0) + 1;
  if (turns.length === 0) return;
  const userId = sql`(select ${interviewSessions.userId} from ${interviewSessions} where ${interviewSessions.id} = ${sessionId})`;
  await db
    .insert(interviewTurns)
    .values(turns.map((turn, i) => ({ ...turn, sessionId, userId, seq: start + i })));
}

export async function saveReport(db: Db, sessionId: string, report: InterviewReport, finishedAt: Date) {
  await db
    .update(interviewSessions)
    .set({ status: 'finished', report, finishedAt })
    .where(eq(interviewSessions.id, sessionId));
}

/** Course chapters and glossary terms by content key (items an admin deleted are left out). */
export async function contentLinks(db: Db, chapterKeys: string[], termKeys: string[]) {
  const chapterRows = chapterKeys.length
    ? await db
        .select({
          id: chapters.id,
          courseId: chapters.courseId,
          title: chapters.title,
          sourceKey: chapters.sourceKey,
          translations: chapters.translations,
        })
        .from(chapters)
        .where(
          inArray(
            chapters.sourceKey,
            chapterKeys.map((key) => `chapter:${key}`),
          ),
        )
    : [];
  const termRows = termKeys.length
    ? await db
        .select({ term: lexicon.term, sourceKey: lexicon.sourceKey, translations: lexicon.translations })
        .from(lexicon)
        .where(
          inArray(
            lexicon.sourceKey,
            termKeys.map((key) => `lexicon:${key}`),
          ),
        )
    : [];
  return {
    chapters: new Map(
      chapterRows.flatMap((r) => (r.sourceKey ? [[r.sourceKey.replace(/^chapter:/, ''), r]] : [])),
    ),
    terms: new Map(termRows.flatMap((r) => (r.sourceKey ? [[r.sourceKey.replace(/^lexicon:/, ''), r]] : []))),
  };
}
