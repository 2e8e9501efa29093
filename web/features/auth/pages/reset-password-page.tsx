import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../../common/domain/auth-rules.ts';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useResetPassword } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    let found: string | null = null;
    if (password.length < PASSWORD_MIN_LENGTH) found = t('problems.passwordTooShort');
    else if (password !== confirm) found = t('problems.passwordMismatch');
    setProblem(found);
    if (!found) reset.mutate({ token, password });
  }

  const message = !token
    ? t('callback.missing')
    : (problem ?? (reset.error ? t(errorKey(reset.error)) : null));

  return (
    <AuthLayout title={t('reset.title')}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t('reset.done')}</Alert>
          <Link href={paths.login} className="inline-block font-medium text-indigo-800 underline">
            {t('reset.toLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <PasswordField
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            hint={t('hints.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t('fields.passwordConfirm')}
            name="passwordConfirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {message ? <Alert tone="error">{message}</Alert> : null}
          <Button type="submit" className="w-full" busy={reset.isPending} disabled={!token}>
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
