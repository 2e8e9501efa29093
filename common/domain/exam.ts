import type { Difficulty } from './enums.ts';
import type { MpuType } from './mpu.ts';

/** SPEC §9: a random quiz has 10 shuffled questions; the hub lists the 5 latest attempts. */
export const RANDOM_QUIZ_SIZE = 10;
export const RECENT_ACTIVITY_SIZE = 5;
/** Questions sent per page in the modes all, category and wrong (a bank can hold thousands). */
export const QUIZ_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE = 20;
export const ADMIN_QUESTION_PAGE_SIZE = 50;
/** SPEC §9: the admin import/delete status clears after 3000 ms. */
export const ADMIN_STATUS_MS = 3000;
/** SPEC §5 and §9: a new question starts with 4 blank options and difficulty medium. */
export const NEW_QUESTION_OPTION_COUNT = 4;
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';
/** SPEC §5: a category (or CSV row) without MPU type gets alcohol. */
export const DEFAULT_CATEGORY_TYPES: readonly MpuType[] = ['alcohol'];
export const MAX_OPTIONS = 6;
export const LIMITS = {
  name: 200,
  description: 2000,
  question: 2000,
  option: 500,
  explanation: 5000,
} as const;

/**
 * Category filter (SPEC §6): a category is visible when its MPU types overlap the user's reasons
 * (mpu_reasons, else the single mpu_reason); a category without types is visible to all.
 */
export function isCategoryVisible(categoryTypes: readonly MpuType[], reasons: readonly MpuType[]): boolean {
  if (categoryTypes.length === 0) return true;
  return categoryTypes.some((type) => reasons.includes(type));
}

/** SPEC §5: no MPU type chosen means alcohol, unless the category is meant for everyone. */
export function categoryTypes(selected: readonly MpuType[], visibleToAll = false): MpuType[] {
  if (visibleToAll) return [];
  return selected.length > 0 ? [...new Set(selected)] : [...DEFAULT_CATEGORY_TYPES];
}

export type QuestionDraft = {
  categoryId: string;
  question: string;
  options: readonly string[];
  /** Indexes into `options` of the answers marked correct. */
  correct: readonly number[];
  explanation: string;
  difficulty: Difficulty;
};

export type CleanQuestion = {
  categoryId: string;
  question: string;
  options: string[];
  correctAnswers: string[];
  explanation: string;
  difficulty: Difficulty;
};

export type QuestionProblem = 'required' | 'duplicate_options' | 'too_few_options' | 'too_long';

/**
 * The admin question rules (SPEC §5): question text, category and at least one correct answer are
 * required ('Bitte füllen Sie alle Pflichtfelder aus.'); empty options are dropped; a blank option
 * cannot be correct. Beyond the seed: at least two options, no option twice.
 */
export function cleanQuestion(
  draft: QuestionDraft,
): { ok: true; value: CleanQuestion } | { ok: false; problem: QuestionProblem } {
  const question = draft.question.trim();
  const trimmed = draft.options.map((option) => option.trim());
  const correctAnswers = [...new Set(draft.correct)]
    .filter((index) => (trimmed[index] ?? '') !== '')
    .map((index) => trimmed[index]!);
  const options = trimmed.filter((option) => option !== '');
  if (!question || !draft.categoryId || correctAnswers.length === 0)
    return { ok: false, problem: 'required' };
  if (new Set(options).size !== options.length) return { ok: false, problem: 'duplicate_options' };
  if (options.length < 2) return { ok: false, problem: 'too_few_options' };
  const explanation = draft.explanation.trim();
  if (
    question.length > LIMITS.question ||
    explanation.length > LIMITS.explanation ||
    options.length > MAX_OPTIONS ||
    options.some((option) => option.length > LIMITS.option)
  ) {
    return { ok: false, problem: 'too_long' };
  }
  return {
    ok: true,
    value: {
      categoryId: draft.categoryId,
      question,
      options,
      correctAnswers: options.filter((option) => correctAnswers.includes(option)),
      explanation,
      difficulty: draft.difficulty,
    },
  };
}

/**
 * Editing an option's text removes its correct mark (SPEC §5: the seed stored marks as option
 * texts, so a changed text left a stale mark that was dropped). Returns the remaining marks.
 */
export function marksAfterOptionEdit(correct: readonly number[], editedIndex: number): number[] {
  return correct.filter((index) => index !== editedIndex);
}

/** Share of correct answers in percent, rounded (the quiz summary, SPEC §4). */
export function scorePercent(correct: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((correct / answered) * 100);
}
