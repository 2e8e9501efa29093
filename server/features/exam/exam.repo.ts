import { and, arrayOverlaps, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { questionMemory } from '../../db/schema/memory.ts';
import { translationIn } from '../../db/translation.ts';

/** SPEC §6: the category's types overlap the user's reasons, or it has none. */
export const visibleTo = (reasons: readonly MpuType[]): SQL =>
  reasons.length > 0
    ? sql`(cardinality(${quizCategories.mpuTypes}) = 0 or ${arrayOverlaps(quizCategories.mpuTypes, [...reasons])})`
    : sql`cardinality(${quizCategories.mpuTypes}) = 0`;

export function listCategories(db: Db, where?: SQL) {
  return db
    .select({
      id: quizCategories.id,
      name: quizCategories.name,
      description: quizCategories.description,
      mpuTypes: quizCategories.mpuTypes,
      translations: quizCategories.translations,
      questionCount: sql<number>`count(${quizQuestions.id})::int`,
    })
    .from(quizCategories)
    .leftJoin(quizQuestions, eq(quizQuestions.categoryId, quizCategories.id))
    .where(where)
    .groupBy(quizCategories.id)
    .orderBy(quizCategories.name);
}

/** The learner's memory rows of exam questions last answered wrong (decision 026: one row per question). */
const lastWrong = (db: Db, userId: string) =>
  db.$with('last_wrong').as(
    db
      .select({ questionId: questionMemory.questionId })
      .from(questionMemory)
      .where(
        and(
          eq(questionMemory.userId, userId),
          eq(questionMemory.kind, 'exam'),
          eq(questionMemory.lastCorrect, false),
        ),
      ),
  );

/** A question as a learner sees it before answering, with only their language's translation. */
export const learnerColumns = (language: Language) => ({
  id: quizQuestions.id,
  categoryId: quizQuestions.categoryId,
  categoryName: quizCategories.name,
  question: quizQuestions.question,
  options: quizQuestions.options,
  multiple: sql<boolean>`cardinality(${quizQuestions.correctAnswers}) > 1`,
  difficulty: quizQuestions.difficulty,
  translations: translationIn(quizQuestions.translations, language),
  categoryTranslations: translationIn(quizCategories.translations, language),
});
type LearnerColumns = ReturnType<typeof learnerColumns>;

export type QuestionFilter = {
  userId: string;
  reasons: readonly MpuType[];
  categoryId?: string;
  wrongOnly?: boolean;
  /** A question left out (it was shown first). */
  exclude?: string;
};

function questionWhere(filter: QuestionFilter, extra?: SQL) {
  return and(
    visibleTo(filter.reasons),
    filter.categoryId ? eq(quizQuestions.categoryId, filter.categoryId) : undefined,
    filter.exclude ? ne(quizQuestions.id, filter.exclude) : undefined,
    extra,
  );
}

function questionsFrom<T extends Record<string, unknown>>(
  db: Db,
  filter: QuestionFilter,
  columns: T,
  extra?: SQL,
) {
  if (filter.wrongOnly) {
    const wrong = lastWrong(db, filter.userId);
    return db
      .with(wrong)
      .select(columns as unknown as LearnerColumns)
      .from(wrong)
      .innerJoin(quizQuestions, eq(quizQuestions.id, wrong.questionId))
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .where(questionWhere(filter, extra))
      .$dynamic();
  }
  return db
    .select(columns as unknown as LearnerColumns)
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(questionWhere(filter, extra))
    .$dynamic();
}

export async function countQuestions(db: Db, filter: QuestionFilter): Promise<number> {
  const rows = (await questionsFrom(db, filter, { n: sql<number>`count(*)::int` })) as unknown as {
    n: number;
  }[];
  return rows[0]?.n ?? 0;
}

export type Cursor = { name: string; id: string };

/** A page in a stable order (category name, question id), continuing after `after`. */
export function pageQuestions(
  db: Db,
  filter: QuestionFilter,
  after: Cursor | undefined,
  limit: number,
  language: Language,
): Promise<LearnerQuestionRow[]> {
  const cursor = after
    ? sql`(${quizCategories.name}, ${quizQuestions.id}) > (${after.name}, ${after.id}::uuid)`
    : undefined;
  return questionsFrom(db, filter, learnerColumns(language), cursor)
    .orderBy(quizCategories.name, quizQuestions.id)
    .limit(limit);
}

/** One question, if the filter lets the learner see it. */
export async function oneQuestion(
  db: Db,
  filter: QuestionFilter,
  id: string,
  language: Language,
): Promise<LearnerQuestionRow | undefined> {
  const [row] = await questionsFrom(db, filter, learnerColumns(language), eq(quizQuestions.id, id)).limit(1);
  return row;
}

export type LearnerQuestionRow = {
  id: string;
  categoryId: string;
  categoryName: string;
  question: string;
  options: string[];
  multiple: boolean;
  difficulty: 'easy' | 'medium' | 'hard';
  translations: Translations | null;
  categoryTranslations: Translations | null;
};

export function randomQuestions(db: Db, reasons: readonly MpuType[], limit: number, language: Language) {
  return db
    .select(learnerColumns(language))
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(visibleTo(reasons))
    .orderBy(sql`random()`)
    .limit(limit);
}

export async function findVisibleCategory(db: Db, id: string, reasons: readonly MpuType[]) {
  const [row] = await db
    .select({ id: quizCategories.id, name: quizCategories.name, translations: quizCategories.translations })
    .from(quizCategories)
    .where(and(eq(quizCategories.id, id), visibleTo(reasons)));
  return row;
}
