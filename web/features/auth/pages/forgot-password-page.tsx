import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { emailRequestBody } from '../../../../common/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useEmailRequest } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useEmailRequest('forgot-password');
  const form = useZodForm(
    emailRequestBody.pick({ email: true }),
    { email: '' },
    { email: 'auth:problems.invalidEmail' },
  );
  const submit = form.handleSubmit(({ email }) => request.mutate(email));
  const message = form.firstError() ?? (request.error ? t(errorKey(request.error)) : null);

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
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
        {message ? <Alert tone="error">{message}</Alert> : null}
        {request.isSuccess ? <Alert tone="success">{t('forgot.sent')}</Alert> : null}
        <Button type="submit" className="w-full" busy={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
