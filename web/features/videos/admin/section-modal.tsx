import { useTranslation } from 'react-i18next';
import { sectionBody } from '../../../../common/schemas/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useCreateSection } from '../admin-api.ts';

type Props = { onClose: () => void; onCreated: () => void };

/** 'Neue Kategorie': title and description, both required (SPEC §5, §8). */
export function SectionModal({ open, ...props }: Props & { open: boolean }) {
  const { t } = useTranslation('videos');
  return (
    <Dialog
      open={open}
      title={t('manage.form.newCategoryTitle')}
      onClose={props.onClose}
      closeLabel={t('manage.cancel')}
    >
      <SectionForm {...props} />
    </Dialog>
  );
}

function SectionForm({ onClose, onCreated }: Props) {
  const { t } = useTranslation('videos');
  const create = useCreateSection();
  const form = useZodForm(
    sectionBody,
    { title: '', description: '' },
    { title: 'videos:manage.fillAll', description: 'videos:manage.fillAll' },
  );
  const submit = form.handleSubmit((body) =>
    create.mutate(body, { onSuccess: onCreated, onError: (error) => form.serverError(error) }),
  );
  const problem = form.firstError() ?? (create.isError ? t('manage.sectionCreateError') : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label={t('manage.form.title')} required {...form.field('title')} />
      <TextAreaField label={t('manage.form.description')} required {...form.field('description')} />
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('manage.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {t('manage.create')}
        </Button>
      </div>
    </form>
  );
}
