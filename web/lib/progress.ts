import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * Queries whose data moves when the learner learns (the overview, the hub's counts and activities,
 * the course list, the library's completion marks, due reviews): they carry this `meta`, and
 * `progressChanged` is the one place that says "learner progress changed" (issue 12). Quiz runs do
 * not carry it: a running quiz must not reload under the learner.
 */
export const progressMeta = { progress: true } as const;

/** Visible progress queries refetch now, the others when next shown. */
export function progressChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.progress === true });
}

/** For mutations that change progress (answers, chapters done, videos watched, reviews). */
export function useProgressChanged(): () => Promise<void> {
  const client = useQueryClient();
  return () => progressChanged(client);
}
