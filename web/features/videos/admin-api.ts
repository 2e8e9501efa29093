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
import { useRefetchingMutation } from '../../lib/server-state.ts';
import { videoKeys } from './api.ts';

// Admin hooks; every change refreshes everything under the 'videos' key (library and admin lists).

export function useAdminVideos() {
  return useQuery({ queryKey: videoKeys.admin, queryFn: () => api.get<AdminVideos>('/admin/videos') });
}

export const useCreateSection = () =>
  useRefetchingMutation(videoKeys.all, (body: { title: string; description: string }) =>
    api.post('/admin/video-sections', body),
  );

export const useUpdateSection = () =>
  useRefetchingMutation(
    videoKeys.all,
    ({ id, ...body }: { id: string; title: string; description?: string }) =>
      api.patch(`/admin/video-sections/${id}`, body),
  );

export const useDeleteSection = () =>
  useRefetchingMutation(videoKeys.all, (id: string) => api.delete(`/admin/video-sections/${id}`));

export const useCreateVideo = () =>
  useRefetchingMutation(videoKeys.all, (body: VideoInput) => api.post<AdminVideo>('/admin/videos', body));

export const useUpdateVideo = () =>
  useRefetchingMutation(videoKeys.all, ({ id, ...body }: VideoPatch & { id: string }) =>
    api.patch<AdminVideo>(`/admin/videos/${id}`, body),
  );

export const useDeleteVideo = () =>
  useRefetchingMutation(videoKeys.all, (id: string) => api.delete(`/admin/videos/${id}`));

type Order = { sectionId?: string; ids: string[] };

/** Order values 1..n in the given order: categories, or the videos of one category. */
function reordered(data: AdminVideos, { ids, sectionId }: Order): AdminVideos {
  const place = <T extends { id: string }>(items: T[]) =>
    ids.map((id, index) => ({ ...items.find((item) => item.id === id)!, order: index + 1 }));
  if (!sectionId) return { sections: place(data.sections) };
  return {
    sections: data.sections.map((s) => (s.id === sectionId ? { ...s, videos: place(s.videos) } : s)),
  };
}

/**
 * Saves a new order after a drag and drop: the one write shown before the server answers
 * (decision 042). A failure puts the previous order back; either way the lists are fetched again.
 */
export function useReorder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, ids }: Order) =>
      api.put(sectionId ? `/admin/video-sections/${sectionId}/video-order` : '/admin/video-sections/order', {
        ids,
      }),
    onMutate: async (order) => {
      await client.cancelQueries({ queryKey: videoKeys.admin });
      const previous = client.getQueryData<AdminVideos>(videoKeys.admin);
      if (previous) client.setQueryData(videoKeys.admin, reordered(previous, order));
      return { previous };
    },
    onError: (_error, _order, context) => client.setQueryData(videoKeys.admin, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: videoKeys.all }),
  });
}

export function useAdminQuizzes(videoId: string) {
  return useQuery({
    queryKey: videoKeys.adminQuizzes(videoId),
    queryFn: async () =>
      (await api.get<{ quizzes: AdminQuiz[] }>(`/admin/videos/${videoId}/quizzes`)).quizzes,
  });
}

export const useCreateQuiz = (videoId: string) =>
  useRefetchingMutation(videoKeys.all, (body: QuizInput) =>
    api.post<AdminQuiz>(`/admin/videos/${videoId}/quizzes`, body),
  );

export const useDeleteQuiz = () =>
  useRefetchingMutation(videoKeys.all, (quizId: string) => api.delete(`/admin/video-quizzes/${quizId}`));
