import {
  ADMIN_QUESTION_PAGE_SIZE,
  categoryTypes,
  cleanQuestion,
  type QuestionProblem,
} from '../../../common/domain/exam.ts';
import type { ErrorCode } from '../../../common/schemas/errors.ts';
import type { AdminCategoryBody, AdminQuestion, AdminQuestionBody } from '../../../common/schemas/exam.ts';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/errors.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './admin.repo.ts';
import * as learnerRepo from './exam.repo.ts';
import { importQuestions } from './import.ts';

const PROBLEM_CODES: Record<QuestionProblem, ErrorCode> = {
  required: 'exam_fields_required',
  duplicate_options: 'exam_duplicate_options',
  too_few_options: 'exam_too_few_options',
  too_long: 'exam_too_long',
};

/** The admin side of exam questions (SPEC §2 Admin quiz management, §5). */
export function createExamAdminService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async categories() {
      return { categories: await learnerRepo.listCategories(db) };
    },

    async createCategory(body: AdminCategoryBody) {
      const name = body.name.trim();
      const description = body.description.trim();
      if (!name || !description) throw new AppError('exam_fields_required', 400);
      try {
        const id = await repo.insertCategory(db, {
          name,
          description,
          mpuTypes: categoryTypes(body.mpuTypes ?? [], body.visibleToAll),
        });
        return { id };
      } catch (error) {
        if (sqlState(error) === '23505') throw new AppError('exam_category_taken', 409);
        throw error;
      }
    },

    async questions(categoryId: string | undefined, page: number) {
      const [items, total] = await Promise.all([
        repo.listQuestions(db, categoryId, ADMIN_QUESTION_PAGE_SIZE, (page - 1) * ADMIN_QUESTION_PAGE_SIZE),
        repo.countAllQuestions(db, categoryId),
      ]);
      const mapped: AdminQuestion[] = items.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() }));
      return { items: mapped, total, page, pageSize: ADMIN_QUESTION_PAGE_SIZE };
    },

    async createQuestion(body: AdminQuestionBody) {
      const result = cleanQuestion({
        categoryId: body.categoryId,
        question: body.question,
        options: body.options,
        correct: body.correct,
        explanation: body.explanation ?? '',
        difficulty: body.difficulty ?? 'medium',
      });
      if (!result.ok) throw new AppError(PROBLEM_CODES[result.problem], 400);
      try {
        return { id: await repo.insertQuestion(db, result.value) };
      } catch (error) {
        const code = sqlState(error);
        if (code === '23505') throw new AppError('exam_question_taken', 409);
        if (code === '23503') throw notFound(); // the category is gone
        throw error;
      }
    },

    async deleteQuestion(id: string) {
      if (!(await repo.deleteQuestion(db, id))) throw notFound();
    },

    deleteAll: () => repo.deleteEverything(db),

    importCsv: (csv: string) => importQuestions(db, csv),
  };
}

export type ExamAdminService = ReturnType<typeof createExamAdminService>;
