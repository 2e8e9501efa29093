import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateCategory } from '../api.ts';
import { examErrorText } from './error-text.ts';

/** New exam category (SPEC §5): name and description required; no type means alcohol. */
export function CategoryForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('exam');
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<MpuType[]>([]);
  const [visibleToAll, setVisibleToAll] = useState(false);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !description.trim()) return setError(t('admin.fillAll'));
    setError('');
    create.mutate(
      { name, description, mpuTypes: types, visibleToAll },
      {
        onSuccess: onDone,
        onError: (e) =>
          setError(
            e instanceof ApiError && e.status === 409 ? examErrorText(t, e) : t('admin.categoryError'),
          ),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        label={t('admin.categoryName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={200}
      />
      <TextField
        label={t('admin.categoryDescription')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        required
        maxLength={2000}
      />
      <MpuTypeCheckboxes
        legend={t('admin.mpuTypes')}
        hint={t('admin.mpuTypesHint')}
        value={types}
        onChange={setTypes}
        disabled={visibleToAll}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={visibleToAll}
          onChange={(e) => setVisibleToAll(e.target.checked)}
          className="h-5 w-5 accent-indigo-700"
        />
        {t('admin.visibleToAll')}
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}
