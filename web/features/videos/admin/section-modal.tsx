import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allFilled } from '../../../../common/domain/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSection();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!allFilled(title, description)) return setProblem('manage.fillAll');
    setProblem(null);
    create.mutate(
      { title: title.trim(), description: description.trim() },
      { onSuccess: onCreated, onError: () => setProblem('manage.sectionCreateError') },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('manage.form.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <TextAreaField
        label={t('manage.form.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        required
      />
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
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
