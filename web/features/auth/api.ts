import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, Me, RegisterBody } from '../../../common/schemas/auth.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/** /api/auth/* runs without a session: no Idempotency-Key (the server refuses one there; decision 044). */
const noSession = { keyed: false };

export const authKeys = {
  me: ['me'] as const,
};

/** The signed-in user, or null when there is no session (401). */
export const meQueryOptions = queryOptions({
  queryKey: authKeys.me,
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
  await import('../../lib/offline/cache.ts')
    .then((offline) =>
      next ? offline.claimOfflineData(next.id) : offline.releaseOfflineData(options.signedOut ?? false),
    )
    .catch(() => undefined);
  if (me !== undefined) client.setQueryData(authKeys.me, me);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/auth/login', body, noSession),
    onSuccess: () => sessionChanged(client),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: Omit<RegisterBody, 'language'>) =>
      api.post('/auth/register', { ...body, language: currentLanguage() }, noSession),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    // Answers saved offline go out first, while the session still exists.
    mutationFn: async () => {
      await import('../../lib/offline/queue.ts').then((queue) => queue.flushAnswers()).catch(() => 0);
      return api.post('/auth/logout', {}, noSession);
    },
    // Whatever the server said, nothing of this user stays in the browser.
    onSettled: () => sessionChanged(client, null, { signedOut: true }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ purpose: 'verify_email' | 'change_email' }>('/auth/verify-email', { token }, noSession),
  });
}

export function useEmailRequest(kind: 'forgot-password' | 'resend-verification') {
  return useMutation({
    mutationFn: (email: string) =>
      api.post(`/auth/${kind}`, { email, language: currentLanguage() }, noSession),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post('/auth/reset-password', body, noSession),
  });
}
