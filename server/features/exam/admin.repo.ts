import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Difficulty } from '../../../common/domain/enums.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Db } from '../../db/client.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';

export async function insertCategory(
  db: Db,
  values: { name: string; description: string; mpuTypes: MpuType[] },
) {
  const [row] = await db.insert(quizCategories).values(values).returning({ id: quizCategories.id });
  return row!.id;
}

export type NewQuestion = {
  categoryId: string;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string;
  difficulty: Difficulty;
  /** Turkish and English versions (CSV language columns, decision 028). */
  translations?: Translations;
};

export async function insertQuestion(db: Db, values: NewQuestion) {
  const [row] = await db.insert(quizQuestions).values(values).returning({ id: quizQuestions.id });
  return row!.id;
}

export function listQuestions(db: Db, categoryId: string | undefined, limit: number, offset: number) {
  return db
    .select({
      id: quizQuestions.id,
      categoryId: quizQuestions.categoryId,
      categoryName: quizCategories.name,
      question: quizQuestions.question,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      difficulty: quizQuestions.difficulty,
      createdAt: quizQuestions.createdAt,
    })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(categoryId ? eq(quizQuestions.categoryId, categoryId) : undefined)
    .orderBy(desc(quizQuestions.createdAt), quizQuestions.id)
    .limit(limit)
    .offset(offset);
}

export async function countAllQuestions(db: Db, categoryId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .where(categoryId ? eq(quizQuestions.categoryId, categoryId) : undefined);
  return row?.n ?? 0;
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(quizQuestions)
    .where(eq(quizQuestions.id, id))
    .returning({ id: quizQuestions.id });
  return rows.length > 0;
}

/** Categories, their questions and every attempt on them (SPEC §7 delete all); one transaction. */
export function deleteEverything(db: Db) {
  return db.transaction(async (tx) => {
    const [attempts] = await tx.select({ n: count() }).from(quizUserAttempts);
    const [questions] = await tx.select({ n: count() }).from(quizQuestions);
    await tx.delete(quizUserAttempts);
    await tx.delete(quizQuestions);
    const categories = await tx.delete(quizCategories).returning({ id: quizCategories.id });
    return { categories: categories.length, questions: questions?.n ?? 0, attempts: attempts?.n ?? 0 };
  });
}

export type ImportedCategory = {
  id: string;
  name: string;
  description: string;
  translations: Translations;
};

/** Existing categories by lower-cased name, with their German texts and translations. */
export async function categoriesByName(db: Db, names: string[]) {
  if (names.length === 0) return new Map<string, ImportedCategory>();
  const rows = await db
    .select({
      id: quizCategories.id,
      name: quizCategories.name,
      description: quizCategories.description,
      translations: quizCategories.translations,
      key: sql<string>`lower(${quizCategories.name})`,
    })
    .from(quizCategories)
    .where(inArray(sql`lower(${quizCategories.name})`, names));
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}

export async function updateCategoryTranslations(db: Db, id: string, translations: Translations) {
  await db.update(quizCategories).set({ translations }).where(eq(quizCategories.id, id));
}

/** Creates the categories that do not exist yet (a concurrent import may win: nothing happens). */
export async function insertMissingCategories(
  db: Db,
  categories: { name: string; description: string; mpuTypes: MpuType[]; translations: Translations }[],
): Promise<number> {
  if (categories.length === 0) return 0;
  const rows = await db
    .insert(quizCategories)
    .values(categories)
    .onConflictDoNothing()
    .returning({ id: quizCategories.id });
  return rows.length;
}

/**
 * One multi-row insert; identical questions in the same category are skipped by the unique index.
 * Returns the category id and text of each inserted question.
 */
export async function insertQuestionBatch(db: Db, rows: NewQuestion[]) {
  if (rows.length === 0) return [];
  return db
    .insert(quizQuestions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ categoryId: quizQuestions.categoryId, question: quizQuestions.question });
}

/** The questions with these category ids and texts (the unique index's lookup). */
export async function findQuestions(db: Db, keys: { categoryId: string; question: string }[]) {
  if (keys.length === 0) return [];
  const wanted = sql.join(
    keys.map((k) => sql`(${k.categoryId}::uuid, md5(${k.question}))`),
    sql`, `,
  );
  return db
    .select({
      id: quizQuestions.id,
      categoryId: quizQuestions.categoryId,
      question: quizQuestions.question,
      options: quizQuestions.options,
      translations: quizQuestions.translations,
    })
    .from(quizQuestions)
    .where(sql`(${quizQuestions.categoryId}, md5(${quizQuestions.question})) in (${wanted})`);
}

/** Replaces the translations of several questions in one statement. */
export async function updateQuestionTranslations(db: Db, rows: { id: string; translations: Translations }[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::uuid, ${JSON.stringify(r.translations)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${quizQuestions} set translations = v.translations
      from (values ${values}) as v(id, translations)
     where ${quizQuestions}.id = v.id`);
}
