import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../../../common/domain/access.ts';
import type { NewsItem } from '../../../../common/schemas/news.ts';
import { ListState } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/session.ts';
import { useDeleteNews, useMarkRead, useNews } from '../api.ts';
import { NewsEntry } from '../components/news-entry.tsx';
import '../i18n.ts';

// The editor (forms, schemas) loads for admins only (decision 075).
const NewsFormDialog = lazy(() =>
  import('../components/news-form-dialog.tsx').then((module) => ({ default: module.NewsFormDialog })),
);

/** /dashboard/news: newest first, German dates, Markdown; admins create, edit and delete. */
export default function NewsPage() {
  const { t } = useTranslation('news');
  const admin = isAdmin(useMe().data);
  const news = useNews();
  const markRead = useMarkRead();
  const remove = useDeleteNews();
  // A link to one item (#news-…, e.g. from the assistant's sources) opens it and lands on it.
  const linked = window.location.hash.match(/^#news-(.+)$/)?.[1] ?? null;
  const [open, setOpen] = useState<Set<string>>(() => new Set(linked ? [linked] : []));
  const loaded = Boolean(news.data);
  useEffect(() => {
    if (!loaded || !linked) return;
    const heading = document.getElementById(`news-${linked}`)?.closest('article');
    heading?.scrollIntoView({ block: 'start' });
    heading?.querySelector('button')?.focus();
  }, [loaded, linked]);
  const [editing, setEditing] = useState<{ item: NewsItem | null } | null>(null);
  const [deleting, setDeleting] = useState<NewsItem | null>(null);

  function toggle(item: NewsItem) {
    const next = new Set(open);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      if (!item.read) markRead.mutate(item.id);
    }
    setOpen(next);
  }

  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        {admin ? <Button onClick={() => setEditing({ item: null })}>{t('add')}</Button> : null}
      </div>
      <ListState query={news} loadError={t('loadError')} empty={t('empty')}>
        {(items) => (
          <ul className="mt-6 space-y-3">
            {items.map((item) => (
              <li key={item.id}>
                <NewsEntry
                  item={item}
                  open={open.has(item.id)}
                  onToggle={() => toggle(item)}
                  admin={
                    admin
                      ? { onEdit: () => setEditing({ item }), onDelete: () => setDeleting(item) }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {admin ? (
        <>
          <Suspense fallback={null}>
            <NewsFormDialog
              open={editing !== null}
              item={editing?.item ?? null}
              onClose={() => setEditing(null)}
            />
          </Suspense>
          <ConfirmDialog
            open={deleting !== null}
            title={t('confirmDelete.title')}
            message={t('confirmDelete.message', { title: deleting?.title ?? '' })}
            confirmLabel={t('confirmDelete.confirm')}
            cancelLabel={t('confirmDelete.cancel')}
            busy={remove.isPending}
            error={remove.error ? t(errorKey(remove.error)) : undefined}
            onCancel={() => {
              remove.reset();
              setDeleting(null);
            }}
            onConfirm={() => {
              if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
            }}
          />
        </>
      ) : null}
    </div>
  );
}
