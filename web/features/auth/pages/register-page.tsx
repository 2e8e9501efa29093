import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import { REGISTRATION_REASONS } from '../../../../common/domain/mpu.ts';
import { paths } from '../../../../common/paths.ts';
import { registerBody } from '../../../../common/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useRegister } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';

// The server's schema; consent must be given here (the server answers consent_required otherwise).
const schema = registerBody.omit({ language: true }).extend({ consent: z.literal(true) });
const empty = { email: '', password: '', reason: '', consent: false } as never;
const messages = {
  'email.too_small': 'auth:problems.missingCredentials',
  'password.too_small': 'auth:problems.passwordTooShort',
  reason: 'auth:problems.missingReason',
  consent: 'auth:consent.missing',
};

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useZodForm(schema, empty, messages);
  // No automatic sign-in (SPEC §4): on success the fields clear and the user is told to sign in.
  const submit = form.handleSubmit((body) =>
    register.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => form.serverError(error, { email_taken: 'email', consent_required: 'consent' }),
    }),
  );
  const message = form.firstError() ?? (register.error ? t(errorKey(register.error)) : null);

  return (
    <AuthLayout
      title={t('register.title')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link href={paths.login} className="font-medium text-indigo-800 underline">
            {t('register.toLogin')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('hints.password')}
          {...form.field('password')}
        />
        <SelectField label={t('fields.reason')} {...form.field('reason')}>
          <option value="">{t('fields.reasonPlaceholder')}</option>
          {REGISTRATION_REASONS.map((type) => (
            <option key={type} value={type}>
              {t(`common:mpuType.${type}`)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-slate-600">{t('privacy')}</p>
        <div className="space-y-1">
          <CheckboxField className="text-sm" label={t('consent.label')} {...form.field('consent')} />
          <a
            href={paths.legal('datenschutz')}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center pl-8 text-sm font-medium text-indigo-800 underline"
          >
            {t('consent.link')}
          </a>
        </div>
        {message ? <Alert tone="error">{message}</Alert> : null}
        {register.isSuccess && !message ? (
          <Alert tone="success">
            <p className="font-medium">{t('register.success')}</p>
            <p className="mt-1">{t('register.checkMail')}</p>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" busy={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
