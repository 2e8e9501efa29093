import { useSyncExternalStore } from 'react';
import { serverReachable, setServerReachable, subscribeServerReachable } from '../connection.ts';
import { queuedAnswers, subscribeQueue } from './queue.ts';

function subscribeOnline(listener: () => void): () => void {
  const online = () => {
    setServerReachable(true);
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  const unsubscribe = subscribeServerReachable(listener);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
    unsubscribe();
  };
}

/**
 * Whether the app is online: the browser says so and the server answered the last request itself
 * (not the service worker's offline copy).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
}

/** The signed-in learner's answers waiting to be sent. */
export function useQueuedAnswers() {
  return useSyncExternalStore(subscribeQueue, queuedAnswers, queuedAnswers);
}
