import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allFilled } from '../../../../common/domain/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCreateSection } from '../admin-api.ts';

/** 'Neue Kategorie': title and description, both required (SPEC §5, §8). */
export function SectionModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
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
    <Modal title={t('manage.form.newCategoryTitle')} closeLabel={t('manage.cancel')} onClose={onClose}>
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
    </Modal>
  );
}
