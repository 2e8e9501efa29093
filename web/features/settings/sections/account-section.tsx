import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail, PASSWORD_MIN_LENGTH } from '../../../../common/domain/auth-rules.ts';
import { isEmailChange, passwordsMatch } from '../../../../common/domain/settings-rules.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { useChangeEmail, useChangePassword } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const change = useChangeEmail();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<Message>(null);

  function submit() {
    // SPEC §5: only when changed and non-empty.
    if (!isEmailChange(email, next)) return setMessage({ tone: 'error', text: t('account.emailUnchanged') });
    if (!isEmail(next.trim())) return setMessage({ tone: 'error', text: t('auth:problems.invalidEmail') });
    change.mutate(
      { email: next.trim(), currentPassword: password },
      {
        onSuccess: (result) => {
          setMessage({ tone: 'success', text: t('account.emailPending', { email: result.pendingEmail }) });
          setPassword('');
        },
        onError: (error) => setMessage(failure(t, 'account.emailFailed', error)),
      },
    );
  }

  return (
    <SectionForm
      id="email"
      title={t('account.saveEmail')}
      onSubmit={submit}
      busy={change.isPending}
      message={message}
      submitLabel={t('account.saveEmail')}
    >
      <p className="text-slate-700">{t('account.currentEmail', { email })}</p>
      <TextField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <TextField
        label={t('account.currentPassword')}
        hint={t('account.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        name="email-current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </SectionForm>
  );
}

function PasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<Message>(null);

  function submit() {
    if (!passwordsMatch(password, confirm)) return setMessage({ tone: 'error', text: t('account.mismatch') });
    if (password.length < PASSWORD_MIN_LENGTH)
      return setMessage({ tone: 'error', text: t('account.tooShort') });
    change.mutate(
      { currentPassword: current, password },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('account.passwordSaved') });
          setCurrent('');
          setPassword('');
          setConfirm('');
        },
        onError: (error) => setMessage(failure(t, 'account.passwordFailed', error)),
      },
    );
  }

  return (
    <SectionForm
      id="password"
      title={t('account.savePassword')}
      onSubmit={submit}
      busy={change.isPending}
      message={message}
      submitLabel={t('account.savePassword')}
    >
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        name="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={t('account.newPassword')}
        hint={t('account.passwordHint')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
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
