import { z } from 'zod';
import { DIFFICULTIES } from '../domain/enums.ts';
import { LIMITS, MAX_OPTIONS } from '../domain/exam.ts';
import { CSV_FILE_PROBLEMS, CSV_ROW_PROBLEMS, MAX_CSV_ROWS } from '../domain/exam-csv.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { attemptId, contentLang, numberedPageOf, numberedPageQuery } from './common.ts';

const id = z.uuid();
const mpuTypes = z.array(z.enum(MPU_TYPES));

/** A category as learners and admins see it, with the number of its questions. */
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Empty: visible to every learner (SPEC §6). */
  mpuTypes,
  questionCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
/** A category in the learner's hub: name and description in `lang` (decision 028). */
export const learnerCategorySchema = categorySchema.extend({ lang: contentLang });

export const activitySchema = z.object({
  id: z.string(),
  questionId: z.string(),
  question: z.string(),
  categoryName: z.string(),
  isCorrect: z.boolean(),
  createdAt: z.string(),
  lang: contentLang,
  categoryLang: contentLang,
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/exam/hub: the multiple-choice hub (SPEC §2). */
export const hubResponse = z.object({
  /** Questions in the categories visible to this user. */
  questionCount: z.number().int(),
  /** Questions this user last answered wrong ('Falsch beantwortete wiederholen'). */
  wrongCount: z.number().int(),
  categories: z.array(learnerCategorySchema),
  recent: z.array(activitySchema),
  activityCount: z.number().int(),
});
export type Hub = z.infer<typeof hubResponse>;

export const activityResponse = numberedPageOf(activitySchema);
export type ActivityPage = z.infer<typeof activityResponse>;

export const QUIZ_MODES = ['all', 'random', 'category', 'wrong'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

export const quizQuery = z.object({
  mode: z.enum(QUIZ_MODES),
  categoryId: id.optional(),
  /** Opaque cursor of the next page (modes all, category, wrong). */
  after: z.string().max(400).optional(),
  /** Kept across the pages of one run. */
  runId: id.optional(),
  /**
   * Mode category: this question comes first and not again later (a source link of the assistant
   * opens the question, whose explanation follows the learner's answer). Sent with every page.
   */
  first: id.optional(),
});
export type QuizQuery = z.infer<typeof quizQuery>;

/**
 * A question as a learner gets it before answering: no correct answers, no explanation. `multiple`
 * says whether more than one option is correct, so the UI offers checkboxes instead of radios.
 */
export const learnerQuestionSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  multiple: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  /** The language of question and options; `categoryLang` that of the category name (decision 028). */
  lang: contentLang,
  categoryLang: contentLang,
});
export type LearnerQuestion = z.infer<typeof learnerQuestionSchema>;

export const quizResponse = z.object({
  /** One quiz run: an answer counts once per question and run (SPEC §5). */
  runId: z.string(),
  /** Questions in the whole run (all pages). */
  total: z.number().int(),
  questions: z.array(learnerQuestionSchema),
  next: z.string().nullable(),
  /** The category of mode 'category' (for the title). */
  category: z.object({ id: z.string(), name: z.string(), lang: contentLang }).nullable(),
});
export type QuizPage = z.infer<typeof quizResponse>;

export const answerBody = z.object({
  runId: id,
  attemptId,
  /** The chosen option texts (at least one, SPEC §5). */
  selected: z
    .array(z.string().min(1).max(LIMITS.option))
    .min(1)
    .max(MAX_OPTIONS)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
});
export type AnswerBody = z.infer<typeof answerBody>;

/** Sent only after the answer is recorded: now the key and the explanation may be shown. */
export const answerResponse = z.object({
  correct: z.boolean(),
  correctAnswers: z.array(z.string()),
  selected: z.array(z.string()),
  explanation: z.string(),
});
export type AnswerResult = z.infer<typeof answerResponse>;

// ---- Admin (SPEC §2 Admin quiz management, §5) ----

export const adminCategoryBody = z.object({
  name: z.string().trim().min(1).max(LIMITS.name),
  description: z.string().trim().min(1).max(LIMITS.description),
  mpuTypes: mpuTypes.max(MPU_TYPES.length).default([]),
  /** A general category every learner sees (no MPU types). */
  visibleToAll: z.boolean().default(false),
});
export type AdminCategoryBody = z.input<typeof adminCategoryBody>;

export const adminCategoriesResponse = z.object({ categories: z.array(categorySchema) });

export const adminQuestionBody = z.object({
  categoryId: id,
  question: z.string().max(LIMITS.question * 2),
  options: z.array(z.string().max(LIMITS.option * 2)).max(MAX_OPTIONS),
  /** Indexes of the options marked correct. */
  correct: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1),
    )
    .max(MAX_OPTIONS),
  explanation: z
    .string()
    .max(LIMITS.explanation * 2)
    .default(''),
  difficulty: z.enum(DIFFICULTIES).default('medium'),
});
export type AdminQuestionBody = z.input<typeof adminQuestionBody>;

export const adminQuestionSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswers: z.array(z.string()),
  explanation: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  createdAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionsQuery = numberedPageQuery.extend({ categoryId: id.optional() });
export const adminQuestionsResponse = numberedPageOf(adminQuestionSchema);
export type AdminQuestionPage = z.infer<typeof adminQuestionsResponse>;

export const deleteAllBody = z.object({ confirm: z.literal('delete-all') });
export const deleteAllResponse = z.object({
  categories: z.number().int(),
  questions: z.number().int(),
  attempts: z.number().int(),
});

/** The file's text (the browser reads it; at most 20,000 rows, see MAX_CSV_ROWS). */
export const importBody = z.object({
  csv: z
    .string()
    .min(1)
    .max(12 * 1024 * 1024),
});
export const importResponse = z.object({
  /** false: the file was refused as a whole (nothing written). */
  ok: z.boolean(),
  fileProblem: z.enum(CSV_FILE_PROBLEMS).optional(),
  missingColumns: z.array(z.string()).optional(),
  imported: z.number().int(),
  /** Identical questions already in the bank (or twice in the file): not added again. */
  duplicates: z.number().int(),
  /** Existing questions and categories whose translations the file added or changed. */
  translationsUpdated: z.number().int(),
  categoriesCreated: z.number().int(),
  errors: z.array(
    z.object({ row: z.number().int(), problem: z.enum(CSV_ROW_PROBLEMS), value: z.string().optional() }),
  ),
  maxRows: z.literal(MAX_CSV_ROWS).optional(),
});
export type ImportResult = z.infer<typeof importResponse>;
