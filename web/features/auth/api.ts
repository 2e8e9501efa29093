import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody } from '../../../common/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { sessionChanged } from '../../lib/session.ts';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api.post('/auth/login', body),
    onSuccess: () => sessionChanged(client),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: Omit<RegisterBody, 'language'>) =>
      api.post('/auth/register', { ...body, language: currentLanguage() }),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    // Answers saved offline go out first, while the session still exists.
    mutationFn: async () => {
      await import('../../lib/offline/queue.ts').then((queue) => queue.flushAnswers()).catch(() => 0);
      return api.post('/auth/logout');
    },
    // Whatever the server said, nothing of this user stays in the browser.
    onSettled: () => sessionChanged(client, null, { signedOut: true }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ purpose: 'verify_email' | 'change_email' }>('/auth/verify-email', { token }),
  });
}

export function useEmailRequest(kind: 'forgot-password' | 'resend-verification') {
  return useMutation({
    mutationFn: (email: string) => api.post(`/auth/${kind}`, { email, language: currentLanguage() }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api.post('/auth/reset-password', body),
  });
}
