import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../../components/ui/field.tsx';
import { PasswordField } from './password-field.tsx';

export type LoginFieldProps = Partial<TextFieldProps> & { name: string };

/**
 * The sign-in form's markup, the same for the plain form of the first paint and the real one
 * (login-form.tsx) that takes over on the first focus: `field` gives each input's props.
 */
export function LoginFields({
  form,
  field,
  message,
  busy = false,
  children,
}: {
  form: ComponentProps<'form'>;
  field: (name: 'email' | 'password') => LoginFieldProps;
  message?: string | null;
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <form noValidate className="space-y-4" {...form}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <PasswordField label={t('fields.password')} autoComplete="current-password" {...field('password')} />
      {message ? <Alert tone="error">{message}</Alert> : null}
      {children}
      <Button type="submit" className="w-full" busy={busy}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link href={paths.forgotPassword} className="text-indigo-800 underline">
          {t('login.forgot')}
        </Link>
      </p>
    </form>
  );
}
