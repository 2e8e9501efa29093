import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { loginBody } from '../../../../common/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import type { Intent } from '../../../lib/intent-load.ts';
import { useEmailRequest, useLogin } from '../api.ts';
import { nextPath } from '../next-path.ts';
import { LoginFields } from './login-fields.tsx';

// SPEC §5: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.' when either is missing.
const messages = {
  'email.too_small': 'auth:problems.missingCredentials',
  'password.too_small': 'auth:problems.missingCredentials',
};

/** The sign-in form on the form library; takes over from the plain form on its first submit (login-page.tsx). */
export default function LoginForm({ intent }: { intent: Intent }) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  const resend = useEmailRequest('resend-verification');
  const defaults = { email: intent.values.email ?? '', password: intent.values.password ?? '' };
  const form = useZodForm(loginBody, defaults, messages);
  const unconfirmed = login.error instanceof ApiError && login.error.code === 'email_not_confirmed';

  const submit = form.handleSubmit((body) => {
    resend.reset();
    login.mutate(body, { onSuccess: () => navigate(nextPath(search), { replace: true }) });
  });

  // Carry on where the user was in the plain form: same field (else the submit button), the submit.
  const resumed = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the intent of the swap
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    if (intent.focus === 'email' || intent.focus === 'password') {
      form.setFocus(intent.focus);
      const input = document.activeElement;
      if (intent.selection && input instanceof HTMLInputElement) {
        try {
          input.setSelectionRange(...intent.selection);
        } catch {
          // no caret for this input type
        }
      }
    } else formElement.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    if (intent.submit) void submit();
  }, []);

  return (
    <LoginFields
      form={{ onSubmit: submit, ref: formElement }}
      field={form.field}
      message={form.firstError() ?? (login.error ? t(errorKey(login.error)) : null)}
      busy={login.isPending}
    >
      {unconfirmed ? (
        resend.isSuccess ? (
          <Alert tone="success">{t('resend.sent')}</Alert>
        ) : (
          <Button
            variant="secondary"
            className="w-full"
            busy={resend.isPending}
            onClick={() => resend.mutate(form.getValues('email'))}
          >
            {t('resend.action')}
          </Button>
        )
      ) : null}
    </LoginFields>
  );
}
