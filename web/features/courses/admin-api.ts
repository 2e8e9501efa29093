import { useQuery } from '@tanstack/react-query';
import type {
  AdminCourse,
  ChapterBody,
  ChapterQuizBody,
  CourseBody,
} from '../../../common/schemas/courses.ts';
import { api } from '../../lib/api-client.ts';
import { useRefetchingMutation } from '../../lib/server-state.ts';
import { courseKeys } from './api.ts';

const base = '/admin/courses';

export function useAdminCourses() {
  return useQuery({
    queryKey: courseKeys.admin,
    queryFn: async () => (await api.get<{ items: AdminCourse[] }>(base)).items,
  });
}

// Every admin write refreshes the course queries (admin and learner views).
export const useSaveCourse = () =>
  useRefetchingMutation(courseKeys.all, ({ id, body }: { id?: string; body: CourseBody }) =>
    id ? api.put(`${base}/${id}`, body) : api.post(base, body),
  );

export const useSaveChapter = () =>
  useRefetchingMutation(
    courseKeys.all,
    ({ courseId, id, body }: { courseId: string; id?: string; body: ChapterBody }) =>
      id ? api.put(`${base}/chapters/${id}`, body) : api.post(`${base}/${courseId}/chapters`, body),
  );

export const useSaveQuiz = () =>
  useRefetchingMutation(
    courseKeys.all,
    ({ chapterId, id, body }: { chapterId: string; id?: string; body: ChapterQuizBody }) =>
      id ? api.put(`${base}/quizzes/${id}`, body) : api.post(`${base}/chapters/${chapterId}/quizzes`, body),
  );

export type DeleteTarget = { kind: 'course' | 'chapter' | 'quiz'; id: string; name: string };
const deletePath = { course: '', chapter: '/chapters', quiz: '/quizzes' } as const;
export const useDeleteItem = () =>
  useRefetchingMutation(courseKeys.all, (target: DeleteTarget) =>
    api.delete(`${base}${deletePath[target.kind]}/${target.id}`),
  );

export type OrderTarget =
  | { kind: 'courses' }
  | { kind: 'chapters'; courseId: string }
  | { kind: 'quizzes'; chapterId: string };
function orderPath(target: OrderTarget) {
  if (target.kind === 'courses') return `${base}/order`;
  if (target.kind === 'chapters') return `${base}/${target.courseId}/chapters/order`;
  return `${base}/chapters/${target.chapterId}/quizzes/order`;
}
export const useReorder = () =>
  useRefetchingMutation(courseKeys.all, ({ target, ids }: { target: OrderTarget; ids: string[] }) =>
    api.put(orderPath(target), { ids }),
  );

/** The ids with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}
