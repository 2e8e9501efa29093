import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail, CourseSummary, QuizAttemptResult } from '../../../common/schemas/courses.ts';
import { api } from '../../lib/api-client.ts';
import { useAnswerMutation } from '../../lib/offline/answer-mutation.ts';
import { progressChanged, progressMeta } from '../../lib/progress.ts';

export const courseKeys = {
  all: ['course'] as const,
  list: ['course', 'list'] as const,
  detail: (id: string) => ['course', 'detail', id] as const,
  admin: ['course', 'admin'] as const,
};

export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list,
    queryFn: async () => (await api.get<{ items: CourseSummary[] }>('/courses')).items,
    meta: progressMeta,
  });
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: () => api.get<CourseDetail>(`/courses/${encodeURIComponent(id)}`),
    retry: (count, error) =>
      !(error instanceof Error && 'status' in error && error.status === 404) && count < 2,
  });
}

function patchChapter(
  chapterId: string,
  change: (chapter: CourseDetail['chapters'][number]) => CourseDetail['chapters'][number],
) {
  return (course: CourseDetail | undefined) =>
    course && {
      ...course,
      chapters: course.chapters.map((c) => (c.id === chapterId ? change(c) : c)),
    };
}

/**
 * One click answers; the result (with the correct answer) goes into the cached course. Without a
 * connection the answer is queued with its attempt id (decision 027) and judged once it is sent.
 */
export function useAnswerQuiz(courseId: string, chapterId: string) {
  const client = useQueryClient();
  return useAnswerMutation<{ quizId: string; answer: string; attemptId: string }, QuizAttemptResult>({
    request: ({ quizId, answer, attemptId }) => ({
      id: attemptId,
      key: quizId,
      path: `/courses/quizzes/${quizId}/attempt`,
      body: { answer, attemptId },
    }),
    onResult: (attempt, { quizId }) => {
      client.setQueryData(
        courseKeys.detail(courseId),
        patchChapter(chapterId, (chapter) => ({
          ...chapter,
          quizzes: chapter.quizzes.map((q) => (q.id === quizId ? { ...q, attempt } : q)),
        })),
      );
      void progressChanged(client);
    },
    onError: () => void client.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
  });
}

export function useChapterDone(courseId: string, chapterId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (completed: boolean) =>
      completed
        ? api.put<{ completed: boolean }>(`/courses/chapters/${chapterId}/done`)
        : api.delete<{ completed: boolean }>(`/courses/chapters/${chapterId}/done`),
    onSuccess: ({ completed }) => {
      client.setQueryData(
        courseKeys.detail(courseId),
        patchChapter(chapterId, (chapter) => ({ ...chapter, completed })),
      );
      void progressChanged(client);
    },
  });
}
