import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useUpdateSection } from '../admin-api.ts';

/** Admin: inline edit of a section title in the library; a blank title is ignored (SPEC §5). */
export default function SectionTitleEdit({ sectionId, title }: { sectionId: string; title: string }) {
  const { t } = useTranslation('videos');
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateSection();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = draft?.trim() ?? '';
    if (!value || value === title) {
      setDraft(null);
      return;
    }
    update.mutate({ id: sectionId, title: value }, { onSuccess: () => setDraft(null) });
  }

  if (draft === null) {
    return (
      <Button
        variant="ghost"
        className="mt-1 text-sm"
        onClick={() => {
          update.reset();
          setDraft(title);
        }}
        aria-label={t('admin.editTitleOf', { title })}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('admin.editTitle')}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 flex max-w-xl flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <TextField
          label={t('admin.titleLabel')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoFocus
        />
      </div>
      <Button type="submit" busy={update.isPending}>
        {t('admin.save')}
      </Button>
      <Button variant="secondary" onClick={() => setDraft(null)}>
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
