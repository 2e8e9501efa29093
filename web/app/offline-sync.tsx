import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { courseKeys } from '../features/courses/api.ts';
import { videoKeys } from '../features/videos/api.ts';
import { claimOfflineData } from '../lib/offline/cache.ts';
import { flushAnswers } from '../lib/offline/queue.ts';
import { registerServiceWorker } from '../lib/offline/register.ts';
import { progressChanged } from '../lib/progress.ts';

const RETRY_MS = 30_000;

/**
 * Offline support for the signed-in learner (decision 027): registers the service worker, claims the
 * offline data for this learner (another learner's cache and queue go first), and sends queued
 * answers at start, when the browser is back online and every 30 s. Whatever the server took is
 * 'progress changed' (the overview, hub, due reviews) and refreshes the courses and videos (their
 * quizzes show the now-judged answers).
 */
export function OfflineSync({ userId }: { userId: string }) {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    const flush = () =>
      void flushAnswers().then(
        (sent) => {
          if (sent > 0 && !stopped) {
            void progressChanged(client);
            void client.invalidateQueries({ queryKey: courseKeys.all });
            void client.invalidateQueries({ queryKey: videoKeys.all });
          }
        },
        () => undefined,
      );
    void claimOfflineData(userId).then(() => {
      if (!stopped) flush();
    });
    registerServiceWorker();
    window.addEventListener('online', flush);
    const timer = setInterval(() => navigator.onLine && flush(), RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [userId, client]);
  return null;
}
