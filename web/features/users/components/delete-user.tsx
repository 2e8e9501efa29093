import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../common/schemas/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteUser } from '../api.ts';

function deleteErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'conflict') return 'deleteSelf';
  return 'deleteFailed';
}

/** 'Löschen' on a user row: asks first, then erases the account with everything about it. */
export function DeleteUser({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        aria-label={t('deleteUser', { email: user.email })}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('deleteTitle')}
        message={t('deleteText', { email: user.email })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        error={remove.isError ? t(deleteErrorKey(remove.error)) : undefined}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
