import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError, api } from '../api-client.ts';

/**
 * Answers given offline (decision 027): kept in IndexedDB with the learner they belong to and sent
 * when the connection is back, oldest first. Each carries its `attemptId` (decision 026), so a resend
 * after a lost response, or two tabs sending the same entry, is stored once on the server.
 */
export type QueuedAnswer = {
  /** The attempt id, also in `body`. */
  id: string;
  owner: string;
  /** The API path below /api, e.g. `/reviews/<question>/answer`. */
  path: string;
  body: Record<string, unknown>;
  /** What was answered (question or quiz id), so pages can show it as 'saved, result pending'. */
  key: string;
  queuedAt: number;
};

/** A send that hangs (a dead connection the browser still calls online) counts as a network error. */
const SEND_TIMEOUT_MS = 15_000;
const timeout = () => ({ signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });

let store: UseStore | undefined;
const db = () => {
  store ??= createStore('mpu-offline', 'answers');
  return store;
};

let owner: string | null = null;
let snapshot: QueuedAnswer[] = [];
const listeners = new Set<() => void>();

async function refresh(): Promise<void> {
  const all = (await entries<string, QueuedAnswer>(db())).map(([, entry]) => entry);
  snapshot = all.filter((entry) => entry.owner === owner).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const listener of listeners) listener();
}

/** The signed-in learner (null: nobody); entries of anybody else are neither shown nor sent. */
export async function setQueueOwner(id: string | null): Promise<void> {
  owner = id;
  await refresh();
}

/** The current learner's queued answers, oldest first (for useSyncExternalStore). */
export const queuedAnswers = (): QueuedAnswer[] => snapshot;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueAnswer(answer: Omit<QueuedAnswer, 'owner' | 'queuedAt'>): Promise<void> {
  if (!owner) throw new ApiError('network', 0);
  await set(answer.id, { ...answer, owner, queuedAt: Date.now() } satisfies QueuedAnswer, db());
  await refresh();
}

/** Drops the entries of everyone but `keep` (null: all), e.g. after an account switch. */
export async function dropQueuedAnswers(keep: string | null): Promise<void> {
  if (keep === null) await clear(db());
  else
    for (const [id, entry] of await entries<string, QueuedAnswer>(db()))
      if (entry.owner !== keep) await del(id, db());
  await refresh();
}

export type AnswerOutcome<T> = { queued: false; result: T } | { queued: true };

/**
 * Sends an answer; when the server cannot be reached it is queued instead (the caller shows
 * 'saved, the result comes once you are online'). Other errors are the caller's, as before.
 */
export async function sendAnswer<T>(
  answer: Omit<QueuedAnswer, 'owner' | 'queuedAt'>,
): Promise<AnswerOutcome<T>> {
  try {
    return { queued: false, result: await api.post<T>(answer.path, answer.body, timeout()) };
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'network') || !owner) throw error;
    await enqueueAnswer(answer);
    return { queued: true };
  }
}

let running: Promise<number> | null = null;

/**
 * Sends the current learner's queued answers in order and returns how many the server took. Stops at
 * the first network error, server error or ended session (the rest waits for the next try); an entry
 * the server refuses for good (400, 404, 409) is dropped. One run at a time per tab, and one across
 * tabs where the browser has Web Locks; a duplicate send is harmless anyway (attempt ids).
 */
export function flushAnswers(): Promise<number> {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? await locks.request('mpu-answer-queue', sendAll) : await sendAll();
    } finally {
      running = null;
    }
  })();
  return running;
}

async function sendAll(): Promise<number> {
  await refresh();
  let sent = 0;
  for (const entry of snapshot) {
    try {
      await api.post(entry.path, entry.body, timeout());
      sent++;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const retryLater = status === 0 || status === 401 || status === 403 || status >= 500;
      if (retryLater) break;
    }
    await del(entry.id, db());
  }
  await refresh();
  return sent;
}
