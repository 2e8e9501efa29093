import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isEmailChange, passwordsMatch } from '../../../../common/domain/settings-rules.ts';
import { changeEmailBody, changePasswordBody } from '../../../../common/schemas/settings.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useChangeEmail, useChangePassword } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const change = useChangeEmail();
  const [message, setMessage] = useState<Message>(null);
  // SPEC §5: only when changed and non-empty.
  const schema = changeEmailBody.refine((body) => isEmailChange(email, body.email), {
    path: ['email'],
    message: 'settings:account.emailUnchanged',
    when: () => true,
  });
  const form = useZodForm(
    schema,
    { email: '', currentPassword: '' },
    {
      'email.too_small': 'settings:account.emailUnchanged',
    },
  );

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: (result) => {
        setMessage({ tone: 'success', text: t('account.emailPending', { email: result.pendingEmail }) });
        form.resetField('currentPassword');
      },
      onError: (error) => {
        form.serverError(error, { wrong_password: 'currentPassword' });
        setMessage(failure(t, 'account.emailFailed', error));
      },
    }),
  );

  return (
    <SectionForm
      id="email"
      title={t('account.saveEmail')}
      onSubmit={submit}
      busy={change.isPending}
      message={message}
      error={form.firstError()}
      submitLabel={t('account.saveEmail')}
    >
      <p className="text-slate-700">{t('account.currentEmail', { email })}</p>
      <TextField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      <TextField
        label={t('account.currentPassword')}
        hint={t('account.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
    </SectionForm>
  );
}

// SPEC §5: both fields equal and non-empty, else 'Passwörter stimmen nicht überein'.
const passwordSchema = changePasswordBody
  .extend({ confirm: z.string() })
  .refine((body) => passwordsMatch(body.password, body.confirm), {
    path: ['confirm'],
    message: 'settings:account.mismatch',
    when: () => true,
  });

function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [message, setMessage] = useState<Message>(null);
  const form = useZodForm(
    passwordSchema,
    { currentPassword: '', password: '', confirm: '' },
    { 'password.too_small': 'settings:account.tooShort' },
  );

  const submit = form.handleSubmit(({ currentPassword, password }) =>
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('account.passwordSaved') });
          form.reset();
        },
        onError: (error) => {
          form.serverError(error, { wrong_password: 'currentPassword' });
          setMessage(failure(t, 'account.passwordFailed', error));
        },
      },
    ),
  );

  return (
    <SectionForm
      id="password"
      title={t('account.savePassword')}
      onSubmit={submit}
      busy={change.isPending}
      message={message}
      error={form.firstError()}
      submitLabel={t('account.savePassword')}
    >
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label={t('account.newPassword')}
        hint={t('account.passwordHint')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
    </SectionForm>
  );
}

/** Konto: change e-mail (confirmed through the new address) and password (SPEC §2, §5, §8). */
export function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  return (
    <SectionCard id="account" title={t('account.title')}>
      <div className="grid gap-8 md:grid-cols-2">
        <EmailForm email={email} />
        <PasswordForm />
      </div>
    </SectionCard>
  );
}
