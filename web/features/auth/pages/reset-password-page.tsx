import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { paths } from '../../../../common/paths.ts';
import { resetPasswordBody } from '../../../../common/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useResetPassword } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';

const schema = resetPasswordBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((body) => body.password === body.confirm, {
    path: ['confirm'],
    message: 'auth:problems.passwordMismatch',
  });

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const form = useZodForm(
    schema,
    { password: '', confirm: '' },
    { password: 'auth:problems.passwordTooShort' },
  );
  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  const message = !token
    ? t('callback.missing')
    : (form.firstError() ?? (reset.error ? t(errorKey(reset.error)) : null));

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
            autoComplete="new-password"
            hint={t('hints.password')}
            {...form.field('password')}
          />
          <PasswordField
            label={t('fields.passwordConfirm')}
            autoComplete="new-password"
            {...form.field('confirm')}
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
