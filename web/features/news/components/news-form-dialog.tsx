import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../../common/schemas/news.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useSaveNews } from '../api.ts';
import { localDay } from '../dates.ts';

type Props = { open: boolean; item: NewsItem | null; onClose: () => void };

export function NewsFormDialog({ open, item, onClose }: Props) {
  const { t } = useTranslation('news');
  return (
    <Dialog open={open} onClose={onClose} title={item ? t('form.editTitle') : t('form.addTitle')} size="lg">
      <NewsForm key={item?.id ?? 'new'} item={item} onDone={onClose} />
    </Dialog>
  );
}

/** The publication moment to send: unchanged, now (today on a new item), or the chosen day's start. */
function publishedAt(item: NewsItem | null, day: string): string | undefined {
  if (item && localDay(new Date(item.publishedAt)) === day) return item.publishedAt;
  if (!item && day === localDay(new Date())) return undefined;
  return new Date(`${day}T00:00:00`).toISOString();
}

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const { t } = useTranslation('news');
  const save = useSaveNews();
  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  const [day, setDay] = useState(localDay(item ? new Date(item.publishedAt) : new Date()));
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !body.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate(
      { id: item?.id, body: { title, body, publishedAt: day ? publishedAt(item, day) : undefined } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {missing ? <Alert tone="error">{t('form.required')}</Alert> : null}
      {save.isError ? <Alert tone="error">{t(errorKey(save.error))}</Alert> : null}
      <TextField
        label={t('form.title')}
        value={title}
        required
        maxLength={200}
        error={missing && !title.trim() ? t('form.required') : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        type="date"
        label={t('form.date')}
        hint={t('form.dateHint')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
      />
      <TextAreaField
        label={t('form.body')}
        hint={t('form.bodyHint')}
        value={body}
        rows={10}
        required
        error={missing && !body.trim() ? t('form.required') : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
