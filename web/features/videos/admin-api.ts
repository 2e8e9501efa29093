import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQuiz,
  AdminVideo,
  AdminVideos,
  QuizInput,
  VideoInput,
  VideoPatch,
} from '../../../common/schemas/videos.ts';
import { api } from '../../lib/api-client.ts';
import { videoKeys } from './api.ts';

/** Admin hooks; every change refreshes everything under the 'videos' key (library and admin lists). */
function useInvalidateVideos() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: videoKeys.all });
}

export function useAdminVideos() {
  return useQuery({ queryKey: videoKeys.admin, queryFn: () => api.get<AdminVideos>('/admin/videos') });
}

export function useCreateSection() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (body: { title: string; description: string }) => api.post('/admin/video-sections', body),
    onSuccess: invalidate,
  });
}

export function useUpdateSection() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; title: string; description?: string }) =>
      api.patch(`/admin/video-sections/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteSection() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/video-sections/${id}`),
    onSuccess: invalidate,
  });
}

export function useCreateVideo() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (body: VideoInput) => api.post<AdminVideo>('/admin/videos', body),
    onSuccess: invalidate,
  });
}

export function useUpdateVideo() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: ({ id, ...body }: VideoPatch & { id: string }) =>
      api.patch<AdminVideo>(`/admin/videos/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteVideo() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/admin/videos/${id}`),
    onSuccess: invalidate,
  });
}

/** Saves a new order (1..n) of categories, or of the videos of one category; always reloads after. */
export function useReorder() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: ({ sectionId, ids }: { sectionId?: string; ids: string[] }) =>
      api.put(sectionId ? `/admin/video-sections/${sectionId}/video-order` : '/admin/video-sections/order', {
        ids,
      }),
    onSettled: invalidate,
  });
}

export function useAdminQuizzes(videoId: string) {
  return useQuery({
    queryKey: videoKeys.adminQuizzes(videoId),
    queryFn: async () =>
      (await api.get<{ quizzes: AdminQuiz[] }>(`/admin/videos/${videoId}/quizzes`)).quizzes,
  });
}

export function useCreateQuiz(videoId: string) {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (body: QuizInput) => api.post<AdminQuiz>(`/admin/videos/${videoId}/quizzes`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteQuiz() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (quizId: string) => api.delete(`/admin/video-quizzes/${quizId}`),
    onSuccess: invalidate,
  });
}
