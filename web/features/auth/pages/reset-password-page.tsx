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
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  // An invitation sets the first password: the same form, its own words (issue 28).
  const texts = search.get('invite') === '1' ? 'invite' : 'reset';
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
    <AuthLayout title={t(`${texts}.title`)}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t(`${texts}.done`)}</Alert>
          <Link href={paths.login} className="inline-block font-medium text-indigo-800 underline">
            {t('reset.toLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {texts === 'invite' ? <p className="text-slate-700">{t('invite.intro')}</p> : null}
          <PasswordField
            label={t(texts === 'invite' ? 'fields.password' : 'fields.newPassword')}
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
            {t(`${texts}.submit`)}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
