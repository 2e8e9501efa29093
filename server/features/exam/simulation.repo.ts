import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { chapters, courses } from '../../db/schema/courses.ts';
import { examSimulations, quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { learnerColumns, visibleTo } from './exam.repo.ts';

export type SimulationRow = typeof examSimulations.$inferSelect;

/** Every question the learner may see, with its category, in random order. */
export function visibleQuestionIds(db: Db, reasons: readonly MpuType[]) {
  return db
    .select({ id: quizQuestions.id, categoryId: quizQuestions.categoryId })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(visibleTo(reasons))
    .orderBy(sql`random()`);
}

export async function insertSimulation(db: Db, row: typeof examSimulations.$inferInsert) {
  const [created] = await db.insert(examSimulations).values(row).returning();
  return created!;
}

/** The learner's own simulation, or undefined (another learner's is not found either). */
export async function findSimulation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(examSimulations)
    .where(and(eq(examSimulations.id, id), eq(examSimulations.userId, userId)));
  return row;
}

export function listSimulations(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(examSimulations)
    .where(eq(examSimulations.userId, userId))
    .orderBy(desc(examSimulations.startedAt))
    .limit(limit);
}

/**
 * Saves (or, with an empty list, clears) one answer, only while the simulation runs: the deadline
 * is checked in the same statement, so no answer slips in after it. False when nothing was saved.
 */
export async function saveAnswer(
  db: Db,
  input: { userId: string; id: string; questionId: string; selected: string[]; latest: Date },
): Promise<boolean> {
  const answers =
    input.selected.length > 0
      ? sql`${examSimulations.answers} || jsonb_build_object(${input.questionId}::text, ${JSON.stringify(input.selected)}::jsonb)`
      : sql`${examSimulations.answers} - ${input.questionId}::text`;
  const updated = await db
    .update(examSimulations)
    .set({ answers })
    .where(
      and(
        eq(examSimulations.id, input.id),
        eq(examSimulations.userId, input.userId),
        isNull(examSimulations.finishedAt),
        sql`${examSimulations.deadlineAt} >= ${input.latest.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: examSimulations.id });
  return updated.length > 0;
}

/** Marks it handed in once; a second hand-in (or a race with the time-out) changes nothing. */
export async function finishSimulation(db: Db, id: string, finishedAt: Date, correctCount: number) {
  const [row] = await db
    .update(examSimulations)
    .set({ finishedAt, correctCount })
    .where(and(eq(examSimulations.id, id), isNull(examSimulations.finishedAt)))
    .returning();
  return row;
}

/** The drawn questions as a learner sees them while the simulation runs (no keys). */
export function learnerQuestions(db: Db, ids: string[], language: Language) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(learnerColumns(language))
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(inArray(quizQuestions.id, ids));
}

/** The drawn questions with keys and explanations (only for judging and the result). */
export function keyedQuestions(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: quizQuestions.id,
      categoryId: quizCategories.id,
      categoryKey: quizCategories.sourceKey,
      categoryName: quizCategories.name,
      question: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
      categoryTranslations: quizCategories.translations,
    })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(inArray(quizQuestions.id, ids));
}

/** Chapters by content key (`chapter:<key>`) with their course's MPU types (for visibility). */
export function chaptersByKey(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: chapters.id,
      courseId: chapters.courseId,
      title: chapters.title,
      translations: chapters.translations,
      sourceKey: chapters.sourceKey,
      courseTypes: courses.mpuTypes,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(
      inArray(
        chapters.sourceKey,
        keys.map((key) => `chapter:${key}`),
      ),
    );
}
