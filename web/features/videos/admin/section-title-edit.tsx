import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionPatchBody } from '../../../../common/schemas/videos.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useUpdateSection } from '../admin-api.ts';

const schema = sectionPatchBody.pick({ title: true });

/** The open editor: a blank or unchanged title just closes it (SPEC §5). */
function TitleForm({ sectionId, title, onDone }: { sectionId: string; title: string; onDone: () => void }) {
  const { t } = useTranslation('videos');
  const update = useUpdateSection();
  const form = useZodForm(schema, { title });
  const submit = form.handleSubmit(
    (body) =>
      body.title === title ? onDone() : update.mutate({ id: sectionId, ...body }, { onSuccess: onDone }),
    onDone,
  );
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex max-w-xl flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <TextField label={t('admin.titleLabel')} autoFocus {...form.field('title')} />
      </div>
      <Button type="submit" busy={update.isPending}>
        {t('admin.save')}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('admin.cancel')}
      </Button>
      {update.isError ? (
        <div className="w-full">
          <Alert tone="error">{t('admin.saveError')}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/** Admin: inline edit of a section title in the library; a blank title is ignored (SPEC §5). */
export default function SectionTitleEdit({ sectionId, title }: { sectionId: string; title: string }) {
  const { t } = useTranslation('videos');
  const [editing, setEditing] = useState(false);
  if (editing) return <TitleForm sectionId={sectionId} title={title} onDone={() => setEditing(false)} />;
  return (
    <Button
      variant="ghost"
      className="mt-1 text-sm"
      onClick={() => setEditing(true)}
      aria-label={t('admin.editTitleOf', { title })}
    >
      <Pencil aria-hidden="true" className="h-4 w-4" />
      {t('admin.editTitle')}
    </Button>
  );
}
