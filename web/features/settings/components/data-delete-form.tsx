import { useTranslation } from 'react-i18next';
import { deleteAccountBody } from '../../../../common/schemas/settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useDeleteAccount } from '../api.ts';
import { failure } from './messages.ts';

/** 'Konto löschen' confirmed with the current password (also the way to withdraw consent). */
export function DeleteAccountForm({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const form = useZodForm(deleteAccountBody, { currentPassword: '' });
  const error = remove.isError ? failure(t, 'data.deleteFailed', remove.error) : null;
  const submit = form.handleSubmit(({ currentPassword }) =>
    remove.mutate(currentPassword, {
      onSuccess: onDeleted,
      onError: (failed) => form.serverError(failed, { wrong_password: 'currentPassword' }),
    }),
  );

  return (
    <form
      noValidate
      aria-label={t('data.confirmTitle')}
      className="space-y-3 rounded-lg border-2 border-red-700 p-4"
      onSubmit={submit}
    >
      <h3 className="font-semibold text-red-900">{t('data.confirmTitle')}</h3>
      <p>{t('data.confirmText')}</p>
      <TextField
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      {error ? <Alert tone="error">{error.text}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {t('data.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('data.cancel')}
        </Button>
      </div>
    </form>
  );
}
