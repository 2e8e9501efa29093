import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Translations } from '../../../common/domain/translations.ts';
import type { Db } from '../../db/client.ts';
import { findQuestionKey } from './attempts.repo.ts';

export type QuestionKey = {
  id: string;
  question: string;
  options: string[];
  translations: Translations;
  correctAnswers: string[];
  explanation: string;
  mpuTypes: MpuType[];
};

/**
 * Answer keys by question id, kept in memory for a short while: answering is the hot path
 * (bench/api.ts), and this saves one query per answer. Safe because questions and categories are
 * never updated in place (the admin creates and deletes them, the content loader only inserts): a
 * question deleted meanwhile fails the attempt's foreign key and answers 404. Bounded in size and
 * time, so nothing stale can outlive `ttlMs` even if editing is added later (then also clear it).
 */
export function createQuestionKeyCache(
  db: Db,
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? 5000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { key: QuestionKey; at: number }>();

  return {
    async get(id: string): Promise<QuestionKey | undefined> {
      const hit = entries.get(id);
      if (hit && now() - hit.at < ttlMs) return hit.key;
      const key = await findQuestionKey(db, id);
      if (hit) entries.delete(id);
      if (!key) return undefined;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!); // oldest first
      entries.set(id, { key, at: now() });
      return key;
    },
    clear: () => entries.clear(),
  };
}

export type QuestionKeyCache = ReturnType<typeof createQuestionKeyCache>;
