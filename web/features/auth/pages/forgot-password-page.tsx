import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isEmail } from '../../../../common/domain/auth-rules.ts';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useEmailRequest } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useEmailRequest('forgot-password');

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = !isEmail(email.trim());
    setProblem(invalid ? t('problems.invalidEmail') : null);
    if (!invalid) request.mutate(email);
  }

  const message = problem ?? (request.error ? t(errorKey(request.error)) : null);

  return (
    <AuthLayout
      title={t('forgot.title')}
      footer={
        <Link href={paths.login} className="font-medium text-indigo-800 underline">
          {t('forgot.back')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">{t('forgot.intro')}</p>
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {message ? <Alert tone="error">{message}</Alert> : null}
        {request.isSuccess ? <Alert tone="success">{t('forgot.sent')}</Alert> : null}
        <Button type="submit" className="w-full" busy={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
