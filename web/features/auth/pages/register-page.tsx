import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { checkRegister } from '../../../../common/domain/auth-rules.ts';
import { REGISTRATION_REASONS, type RegistrationReason } from '../../../../common/domain/mpu.ts';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useRegister } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState<RegistrationReason | ''>('');
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const register = useRegister();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkRegister({ email, password, reason });
    const text = found ? t(`problems.${found}`) : consent ? null : t('consent.missing');
    setProblem(text);
    if (text || !reason) return;
    register.mutate(
      { email, password, reason, consent },
      {
        onSuccess: () => {
          // No automatic sign-in (SPEC §4): the fields clear and the user is told to sign in.
          setEmail('');
          setPassword('');
          setReason('');
          setConsent(false);
        },
      },
    );
  }

  const message = problem ?? (register.error ? t(errorKey(register.error)) : null);

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
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          hint={t('hints.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SelectField
          label={t('fields.reason')}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as RegistrationReason | '')}
        >
          <option value="">{t('fields.reasonPlaceholder')}</option>
          {REGISTRATION_REASONS.map((type) => (
            <option key={type} value={type}>
              {t(`common:mpuType.${type}`)}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-slate-600">{t('privacy')}</p>
        <div className="space-y-1">
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="consent"
              className="mt-0.5 h-5 w-5 shrink-0 accent-indigo-700"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{t('consent.label')}</span>
          </label>
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
