import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { checkLogin } from '../../../../common/domain/auth-rules.ts';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { useEmailRequest, useLogin } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { nextPath } from '../next-path.ts';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin();
  const resend = useEmailRequest('resend-verification');
  const unconfirmed = login.error instanceof ApiError && login.error.code === 'email_not_confirmed';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLogin({ email, password });
    setProblem(found ? t(`problems.${found}`) : null);
    if (found) return;
    resend.reset();
    login.mutate({ email, password }, { onSuccess: () => navigate(nextPath(search), { replace: true }) });
  }

  const message = problem ?? (login.error ? t(errorKey(login.error)) : null);

  return (
    <AuthLayout
      title={t('login.title')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link href={paths.register} className="font-medium text-indigo-800 underline">
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {message ? <Alert tone="error">{message}</Alert> : null}
        {unconfirmed ? (
          resend.isSuccess ? (
            <Alert tone="success">{t('resend.sent')}</Alert>
          ) : (
            <Button
              variant="secondary"
              className="w-full"
              busy={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              {t('resend.action')}
            </Button>
          )
        ) : null}
        <Button type="submit" className="w-full" busy={login.isPending}>
          {t('login.submit')}
        </Button>
        <p className="text-center text-sm">
          <Link href={paths.forgotPassword} className="text-indigo-800 underline">
            {t('login.forgot')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
