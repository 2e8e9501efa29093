import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../common/schemas/auth.ts';
import { ApiError, api } from './api-client.ts';

/**
 * The viewer: who is signed in (GET /api/me), read by every feature that asks what the viewer may
 * open; writes whose answer is the new profile put it under `sessionKeys.me`.
 */
export type { Me };

export const sessionKeys = {
  me: ['me'] as const,
};

/** The signed-in user, or null when there is no session (401). */
export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api.get<Me>('/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** What the viewer may open changed on the server (an admin granted a page): `me` is fetched again. */
export function pagesChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: sessionKeys.me });
}

export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * The one place that says "the session changed" (sign-in, sign-out, another account, a session the
 * server ended): nothing of the previous user stays cached, and the new `me` is known before the app
 * moves on, so a guard never sees the old answer (issue 12).
 */
export async function sessionChanged(
  client: QueryClient,
  me?: Me | null,
  options: { signedOut?: boolean } = {},
): Promise<void> {
  await client.cancelQueries();
  client.clear();
  const next = me === undefined ? await client.fetchQuery(meQueryOptions) : me;
  // The offline cache and queue follow the session too (decision 027); loaded lazily, so the
  // sign-in page stays small.
  await import('./offline/cache.ts')
    .then((offline) =>
      next ? offline.claimOfflineData(next.id) : offline.releaseOfflineData(options.signedOut ?? false),
    )
    .catch(() => undefined);
  if (me !== undefined) client.setQueryData(sessionKeys.me, me);
}
