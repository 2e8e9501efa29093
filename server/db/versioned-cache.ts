import { readState } from './app-state.ts';
import type { Db } from './client.ts';

/**
 * The app_state row statement triggers on the content tables bump with every write, whoever writes
 * (chapters, videos, quiz_questions, quiz_categories: migration `content_version_sql`, decision 025;
 * courses and quizzes for the reviews: decision 047).
 */
export const CONTENT_VERSION_KEY = 'content_version';

/**
 * A value derived from content, kept per version (decision 025). A statement trigger bumps the
 * app_state row `versionKey` in every transaction that writes the tables the value depends on
 * (`app_state_version_bump`, migration `content_version_sql`), whoever writes: the admin API, the
 * content loader, another instance, psql. Each use reads the version (one primary-key lookup) and
 * loads again once when it changed; concurrent uses share the one load. The version is
 * transactional, so it is only visible together with the rows it describes.
 */
export function createVersionedCache<K, V>(db: Db, versionKey: string, load: (key: K) => Promise<V>) {
  const ready = new Map<K, { version: string; value: V }>();
  const pending = new Map<K, { version: string; promise: Promise<V> }>();

  return {
    async get(key: K): Promise<V> {
      const version = (await readState(db, versionKey)) ?? '0';
      const hit = ready.get(key);
      if (hit?.version === version) return hit.value;
      let waiting = pending.get(key);
      if (waiting?.version !== version) {
        const promise = load(key).then((value) => {
          ready.set(key, { version, value });
          return value;
        });
        waiting = { version, promise };
        pending.set(key, waiting);
        const done = () => {
          if (pending.get(key)?.promise === promise) pending.delete(key);
        };
        promise.then(done, done);
      }
      return waiting.promise;
    },
  };
}
