import { useTranslation } from 'react-i18next';
import { type AdminSection, sectionPatchBody } from '../../../../common/schemas/videos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useUpdateSection } from '../admin-api.ts';

type Props = {
  section: AdminSection;
  onClose: () => void;
  notify: (tone: 'success' | 'error', key: string) => void;
};

/** Editing a category in the management list: a blank title closes the editor unsaved (SPEC §5). */
export function SectionEditForm({ section, onClose, notify }: Props) {
  const { t } = useTranslation('videos');
  const update = useUpdateSection();
  const form = useZodForm(sectionPatchBody, { title: section.title, description: section.description });
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(
        { id: section.id, ...body },
        {
          onSuccess: () => {
            onClose();
            notify('success', 'manage.sectionUpdated');
          },
          onError: () => notify('error', 'manage.sectionUpdateError'),
        },
      ),
    onClose,
  );

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg bg-white p-3">
      <TextField label={t('manage.form.title')} {...form.field('title')} />
      <TextAreaField label={t('manage.form.description')} {...form.field('description')} />
      <div className="flex gap-2">
        <Button type="submit" busy={update.isPending}>
          {t('manage.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('manage.cancel')}
        </Button>
      </div>
    </form>
  );
}
