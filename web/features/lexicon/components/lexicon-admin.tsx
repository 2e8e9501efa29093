import { useTranslation } from 'react-i18next';
import type { LexiconTerm } from '../../../../common/schemas/lexicon.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useDeleteTerm } from '../api.ts';
import { TermFormDialog } from './term-form-dialog.tsx';

type Props = {
  editing: { term: LexiconTerm | null } | null;
  deleting: LexiconTerm | null;
  onCloseEdit: () => void;
  onCloseDelete: () => void;
  onSaved: (term: LexiconTerm) => void;
};

/** The admin dialogs of the glossary: add/edit and delete with confirmation. */
export function LexiconAdmin({ editing, deleting, onCloseEdit, onCloseDelete, onSaved }: Props) {
  const { t } = useTranslation('lexicon');
  const remove = useDeleteTerm();
  return (
    <>
      <TermFormDialog
        open={editing !== null}
        term={editing?.term ?? null}
        onClose={onCloseEdit}
        onSaved={onSaved}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { term: deleting?.term ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
        error={remove.error ? t(errorKey(remove.error)) : undefined}
        onCancel={() => {
          remove.reset();
          onCloseDelete();
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: onCloseDelete });
        }}
      />
    </>
  );
}
