import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type NewsItem, newsBody } from '../../../../common/schemas/news.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
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

/** Title and text required (the schema the server parses with); the day is the form's own field. */
const newsForm = newsBody.pick({ title: true, body: true }).extend({ day: z.string() });

function NewsForm({ item, onDone }: { item: NewsItem | null; onDone: () => void }) {
  const { t } = useTranslation('news');
  const save = useSaveNews();
  const form = useZodForm(
    newsForm,
    {
      title: item?.title ?? '',
      body: item?.body ?? '',
      day: localDay(item ? new Date(item.publishedAt) : new Date()),
    },
    { title: 'news:form.required', body: 'news:form.required' },
  );
  const submit = form.handleSubmit(({ day, ...fields }) =>
    save.mutate(
      { id: item?.id, body: { ...fields, publishedAt: day ? publishedAt(item, day) : undefined } },
      { onSuccess: onDone, onError: (error) => form.serverError(error) },
    ),
  );
  const problem = form.firstError();

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {save.isError ? <Alert tone="error">{t(errorKey(save.error))}</Alert> : null}
      <TextField label={t('form.title')} required maxLength={200} {...form.field('title')} />
      <TextField type="date" label={t('form.date')} hint={t('form.dateHint')} {...form.field('day')} />
      <TextAreaField
        label={t('form.body')}
        hint={t('form.bodyHint')}
        rows={10}
        required
        {...form.field('body')}
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
