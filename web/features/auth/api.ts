import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody } from '../../../common/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { sessionChanged } from '../../lib/session.ts';

/** /api/auth/* runs without a session: no Idempotency-Key (the server refuses one there; decision 045). */
const noSession = { keyed: false };

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<LoginBody, 'language'>) =>
      api.post('/auth/login', { ...body, language: currentLanguage() }, noSession),
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
