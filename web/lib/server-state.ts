import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * The one rule for server state on the web (decision 042, docs/architecture.md):
 * - every query key comes from its feature's `…Keys` in api.ts, under one root per feature; no other
 *   feature uses it (web/app may): a write that moves another feature's data says so through the
 *   helpers here, progress.ts and session.ts (decision 044);
 * - a write whose answer is the new state of what a query holds puts it there (`setQueryData`: the
 *   whole query, or the one entry the answer replaces) — the browser never computes server state;
 * - any other write refetches its feature's queries once it settled: `useRefetchingMutation`;
 * - learner progress, which other features show too, is `progressChanged` (progress.ts);
 * - the session changed: `sessionChanged` (session.ts: nothing stays); the viewer changed: `viewerChanged`.
 * A drag-and-drop reorder is the one write shown before the server answers, rolled back on failure.
 */

/**
 * A write whose answer is not the new state of a query: once it settled (also after a failure, so
 * the page shows what the server has), the queries under `key` are fetched again — the visible ones
 * now (the mutation stays pending until they are back), the others when next shown.
 */
export function useRefetchingMutation<Input, Output>(
  key: QueryKey,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

/**
 * Queries that hold the learner's workbook carry this `meta`; `workbookChanged` refetches them when
 * another page wrote part of it (the interview page's opt-in to the model is stored there).
 */
export const workbookMeta = { workbook: true } as const;

export function workbookChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.meta?.workbook === true });
}

/** `items` with the entry of the same id replaced by `entry`: an answer that is one entry's new state. */
export function withEntry<T extends { id: string }>(items: readonly T[], entry: T): T[] {
  return items.map((item) => (item.id === entry.id ? entry : item));
}

/**
 * The viewer changed what every read returns: the interface language (content comes in it, decision
 * 028) or the MPU reasons (videos, questions, courses, the overview and the plan are chosen by them).
 * Every query is fetched again. Requests still running were asked for the old viewer; they are
 * cancelled first, because a query's first fetch is not restarted by an invalidation (TanStack
 * Query joins it), so its old answer would otherwise stay as if fresh.
 */
export async function viewerChanged(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  await client.invalidateQueries();
}
