import { dropQueuedAnswers, setQueueOwner } from './queue.ts';
import { LEARNER_CACHE } from './rules.ts';

const OWNER_KEY = 'mpu-offline-owner';

/** Empties the service worker's cache of learner data (web/sw.ts). */
export async function clearLearnerCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(LEARNER_CACHE);
}

/**
 * The session is now `userId`'s (decision 027): when the offline data belongs to someone else, the
 * cached API answers and that person's queued answers go first, so one learner never sees another's.
 */
export async function claimOfflineData(userId: string): Promise<void> {
  const previous = localStorage.getItem(OWNER_KEY);
  if (previous !== userId) {
    await clearLearnerCache();
    await dropQueuedAnswers(userId);
    localStorage.setItem(OWNER_KEY, userId);
  }
  await setQueueOwner(userId);
}

/**
 * The session ended. `signedOut`: the learner left on purpose, so their queued answers (already
 * tried once before signing out) go too; a session the server ended keeps them for the same learner's
 * next sign-in. The cached API answers go in both cases.
 */
export async function releaseOfflineData(signedOut: boolean): Promise<void> {
  await clearLearnerCache();
  await setQueueOwner(null);
  if (signedOut) {
    await dropQueuedAnswers(null);
    localStorage.removeItem(OWNER_KEY);
  }
}
