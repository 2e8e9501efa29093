import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoLanguage } from '../../../common/domain/enums.ts';
import type { LearnerQuiz, Library, QuizAttempt } from '../../../common/schemas/videos.ts';
import { api } from '../../lib/api-client.ts';
import { useAnswerMutation } from '../../lib/offline/answer-mutation.ts';
import { progressChanged, progressMeta } from '../../lib/progress.ts';

/** Query keys of the video feature (library and admin share the 'videos' root). */
export const videoKeys = {
  all: ['videos'] as const,
  library: (language: VideoLanguage) => ['videos', 'library', language] as const,
  quizzes: (videoId: string) => ['videos', 'quizzes', videoId] as const,
  admin: ['videos', 'admin'] as const,
  adminQuizzes: (videoId: string) => ['videos', 'admin', 'quizzes', videoId] as const,
};

export function useLibrary(language: VideoLanguage) {
  return useQuery({
    queryKey: videoKeys.library(language),
    queryFn: () => api.get<Library>('/videos'),
    meta: progressMeta,
  });
}

export function useVideoQuizzes(videoId: string, enabled = true) {
  return useQuery({
    queryKey: videoKeys.quizzes(videoId),
    queryFn: async () => (await api.get<{ quizzes: LearnerQuiz[] }>(`/videos/${videoId}/quizzes`)).quizzes,
    enabled,
  });
}

/**
 * One submission per question; the answer key comes back with the result. The attempt id is made
 * once per submission, so a resend is stored once; without a connection it is queued (decision 027).
 */
export function useAnswerQuiz(videoId: string) {
  const client = useQueryClient();
  return useAnswerMutation<{ quizId: string; selectedAnswers: string[]; attemptId: string }, QuizAttempt>({
    request: ({ quizId, selectedAnswers, attemptId }) => ({
      id: attemptId,
      key: quizId,
      path: `/videos/quizzes/${quizId}/attempts`,
      body: { selectedAnswers, attemptId },
    }),
    onResult: (attempt, { quizId }) => {
      client.setQueryData<LearnerQuiz[]>(videoKeys.quizzes(videoId), (quizzes) =>
        quizzes?.map((quiz) => (quiz.id === quizId ? { ...quiz, attempt } : quiz)),
      );
      void progressChanged(client);
    },
    // Already answered elsewhere (409): show what the server has.
    onError: () => void client.invalidateQueries({ queryKey: videoKeys.quizzes(videoId) }),
  });
}

/**
 * Marks a video completed (end of playback or the learner's click). That is progress: the library's
 * marks and the overview's counts follow (both carry progressMeta); pending until they are back.
 */
export function useMarkWatched() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => api.post<{ completed: true }>(`/videos/${videoId}/progress`),
    onSuccess: () => progressChanged(client),
  });
}
