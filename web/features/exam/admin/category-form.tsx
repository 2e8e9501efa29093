import { useTranslation } from 'react-i18next';
import { adminCategoryBody } from '../../../../common/schemas/exam.ts';
import { MpuTypeCheckboxes } from '../../../components/mpu-type-checkboxes.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useCreateCategory } from '../api.ts';
import { examErrorText } from './error-text.ts';

/** New exam category (SPEC §5): name and description required; no type means alcohol. */
export function CategoryForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('exam');
  const create = useCreateCategory();
  const form = useZodForm(
    adminCategoryBody,
    { name: '', description: '', mpuTypes: [], visibleToAll: false },
    { name: 'exam:admin.fillAll', description: 'exam:admin.fillAll' },
  );
  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onDone }));
  const error = create.error;
  const problem =
    form.firstError() ??
    (error instanceof ApiError && error.status === 409
      ? examErrorText(t, error)
      : error
        ? t('admin.categoryError')
        : null);
  const visibleToAll = form.watch('visibleToAll');

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <TextField label={t('admin.categoryName')} required maxLength={200} {...form.field('name')} />
      <TextField
        label={t('admin.categoryDescription')}
        required
        maxLength={2000}
        {...form.field('description')}
      />
      <MpuTypeCheckboxes
        legend={t('admin.mpuTypes')}
        hint={t('admin.mpuTypesHint')}
        value={form.watch('mpuTypes') ?? []}
        onChange={(types) => form.setValue('mpuTypes', types)}
        disabled={visibleToAll}
      />
      <CheckboxField label={t('admin.visibleToAll')} {...form.field('visibleToAll')} />
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
