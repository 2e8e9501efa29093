import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ActivityPage,
  AdminCategoryBody,
  AdminQuestionBody,
  AdminQuestionPage,
  AnswerResult,
  Category,
  Hub,
  ImportResult,
  QuizMode,
  QuizPage,
} from '../../../common/schemas/exam.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { useAnswerMutation } from '../../lib/offline/answer-mutation.ts';
import { progressMeta, useProgressChanged } from '../../lib/progress.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';
import './i18n.ts';

/** Every query key of the exam feature: questions, due reviews, simulations and their admin. */
export const examKeys = {
  all: ['exam'] as const,
  hub: () => [...examKeys.all, 'hub'] as const,
  activity: (page: number) => [...examKeys.all, 'activity', page] as const,
  quiz: (mode: QuizMode, categoryId: string | undefined, run: number, first?: string) =>
    [...examKeys.all, 'quiz', mode, categoryId ?? '', run, first ?? ''] as const,
  reviews: () => [...examKeys.all, 'reviews'] as const,
  dueReviews: () => [...examKeys.reviews(), 'due'] as const,
  reviewSession: (round: number) => [...examKeys.reviews(), 'session', round] as const,
  simulations: () => [...examKeys.all, 'simulations'] as const,
  simulation: (id: string) => [...examKeys.all, 'simulation', id] as const,
  admin: () => [...examKeys.all, 'admin'] as const,
  adminCategories: () => [...examKeys.admin(), 'categories'] as const,
  adminQuestions: (categoryId: string, page: number) =>
    [...examKeys.admin(), 'questions', categoryId, page] as const,
};

export function useHub() {
  return useQuery({ queryKey: examKeys.hub(), queryFn: () => api.get<Hub>('/exam/hub'), meta: progressMeta });
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: examKeys.activity(page),
    queryFn: () => api.get<ActivityPage>(`/exam/activity?page=${page}`),
    placeholderData: (previous) => previous,
    meta: progressMeta,
  });
}

/**
 * A quiz run page by page (20 questions each; random: 10 in one page). `run` starts a new run;
 * `first`: a linked question that comes first (mode category).
 */
export function useQuizPages(
  mode: QuizMode,
  categoryId: string | undefined,
  run: number,
  enabled = true,
  first?: string,
) {
  return useInfiniteQuery({
    queryKey: examKeys.quiz(mode, categoryId, run, first),
    enabled,
    initialPageParam: null as { after: string; runId: string } | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ mode });
      if (categoryId) query.set('categoryId', categoryId);
      if (first) query.set('first', first);
      if (pageParam) {
        query.set('after', pageParam.after);
        query.set('runId', pageParam.runId);
      }
      return api.get<QuizPage>(`/exam/quiz?${query}`);
    },
    getNextPageParam: (last) => (last.next ? { after: last.next, runId: last.runId } : null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/**
 * One answer in a quiz run, with the attempt id made once per question shown: a resend is stored
 * once. Without a connection it is queued (decision 027) and `queued: true` comes back.
 */
export function useAnswer() {
  const progressChanged = useProgressChanged();
  return useAnswerMutation<
    { questionId: string; runId: string; attemptId: string; selected: string[] },
    AnswerResult
  >({
    request: ({ questionId, runId, attemptId, selected }) => ({
      id: attemptId,
      key: questionId,
      path: `/exam/questions/${questionId}/answer`,
      body: { runId, attemptId, selected },
    }),
    onResult: () => void progressChanged(),
  });
}

// ---- Admin ----

export function useAdminCategories() {
  return useQuery({
    queryKey: examKeys.adminCategories(),
    queryFn: async () => (await api.get<{ categories: Category[] }>('/admin/exam/categories')).categories,
  });
}

export function useAdminQuestions(categoryId: string, page: number) {
  return useQuery({
    queryKey: examKeys.adminQuestions(categoryId, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (categoryId) query.set('categoryId', categoryId);
      return api.get<AdminQuestionPage>(`/admin/exam/questions?${query}`);
    },
    placeholderData: (previous) => previous,
  });
}

/** Admin writes change what learners are asked too: every exam query is fetched again. */
function useAdminMutation<I, O>(fn: (input: I) => Promise<O>) {
  return useRefetchingMutation(examKeys.all, fn);
}

export const useCreateCategory = () =>
  useAdminMutation((body: AdminCategoryBody) => api.post<{ id: string }>('/admin/exam/categories', body));
export const useCreateQuestion = () =>
  useAdminMutation((body: AdminQuestionBody) => api.post<{ id: string }>('/admin/exam/questions', body));
export const useDeleteQuestion = () =>
  useAdminMutation((id: string) => api.delete(`/admin/exam/questions/${id}`));
export const useDeleteAll = () =>
  useAdminMutation(() =>
    api.post<{ categories: number; questions: number; attempts: number }>('/admin/exam/delete-all', {
      confirm: 'delete-all',
    }),
  );
export const useImportCsv = () =>
  useAdminMutation((csv: string) => api.post<ImportResult>('/admin/exam/import', { csv }));

export const TEMPLATE_URL = '/api/admin/exam/template.csv';
