import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '../../../../common/schemas/news.ts';
import { Loading } from '../../../components/load-state.tsx';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { formatDate } from '../../../lib/format.ts';

// An item's body is rendered when it is opened: the Markdown renderer loads then (decision 075).
const Markdown = lazy(() => import('../../../components/markdown.tsx'));

type Props = {
  item: NewsItem;
  open: boolean;
  onToggle: () => void;
  admin?: { onEdit: () => void; onDelete: () => void };
};

/** One news item: the title opens the Markdown body (and marks it read). */
export function NewsEntry({ item, open, onToggle, admin }: Props) {
  const { t } = useTranslation('news');
  const scheduled = new Date(item.publishedAt).getTime() > Date.now();
  const bodyId = `news-${item.id}`;
  return (
    <article className="rounded-xl border border-slate-200 bg-white">
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1">
            <span className="block">
              <span lang={item.lang}>{item.title}</span>
              <GermanMarker lang={item.lang} />
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-2 text-sm font-normal text-slate-700">
              <time dateTime={item.publishedAt}>
                {t('published', { date: formatDate(item.publishedAt) })}
              </time>
              {!item.read ? (
                <span className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('new')}
                </span>
              ) : null}
              {scheduled ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t('scheduled')}
                </span>
              ) : null}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-1 h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 pb-4">
        {open ? (
          <div lang={item.lang}>
            <Suspense fallback={<Loading className="mt-4" />}>
              <Markdown>{item.body}</Markdown>
            </Suspense>
          </div>
        ) : null}
        {admin ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <TranslateControl kind="news" id={item.id} name={item.title} />
            <Button
              variant="secondary"
              onClick={admin.onEdit}
              aria-label={t('editNamed', { title: item.title })}
            >
              {t('edit')}
            </Button>
            <Button
              variant="ghost"
              onClick={admin.onDelete}
              aria-label={t('deleteNamed', { title: item.title })}
            >
              {t('delete')}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
