import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useUnreadNews } from '../api.ts';
import '../bell-i18n.ts';

/**
 * The bell: the number of unread news items and the newest of them. Without the 'news' page it
 * explains that news is not unlocked; when the news service is missing or fails it says so. Other
 * features' notices (a counsellor's new feedback, the admins' access requests) come in `extras`:
 * counted, and shown first.
 */
export type BellNotice = { count: number; show?: boolean; node: (close: () => void) => ReactNode };

export function NewsBell({ allowed, extras = [] }: { allowed: boolean; extras?: BellNotice[] }) {
  const { t, i18n } = useTranslation('news-bell');
  const unread = useUnreadNews(allowed);
  const count = extras.reduce((sum, notice) => sum + notice.count, unread.data?.count ?? 0);
  const shown = extras.filter((notice) => notice.show ?? notice.count > 0);
  const missing = unread.error instanceof ApiError && unread.error.status === 404;

  return (
    <Popover
      label={count > 0 ? t('labelUnread', { count }) : t('label')}
      triggerClassName="relative text-slate-800 hover:bg-slate-100"
      // On a phone the bell sits left of the screen's edge: the panel spans the screen instead.
      panelClassName="max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto max-sm:max-h-[calc(100vh-5rem)] max-sm:overflow-y-auto"
      trigger={
        <>
          <Bell aria-hidden="true" className="h-6 w-6" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white"
            >
              {count > 9 ? '9+' : count}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <div>
          {shown.map((notice, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of features' notices
            <div key={index} className="mb-3 border-b border-slate-200 pb-3">
              {notice.node(close)}
            </div>
          ))}
          <h2 className="mb-2 font-semibold">{t('title')}</h2>
          {!allowed ? <p className="text-sm text-slate-700">{t('locked')}</p> : null}
          {allowed && unread.isPending ? <Spinner label={t('common:loading')} /> : null}
          {allowed && (missing || (unread.data && unread.data.items.length === 0)) ? (
            <p className="text-sm text-slate-700">{t('empty')}</p>
          ) : null}
          {allowed && unread.isError && !missing ? (
            <div className="space-y-2">
              <p className="text-sm text-slate-700">{t('failed')}</p>
              <Button variant="secondary" onClick={() => void unread.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : null}
          {unread.data && unread.data.items.length > 0 ? (
            <ul className="mb-2 divide-y divide-slate-200">
              {unread.data.items.map((item) => (
                <li key={item.id} className="py-2">
                  <Link
                    href={paths.news}
                    onClick={close}
                    className="block font-medium text-indigo-800 underline"
                  >
                    <span lang={item.lang}>{item.title}</span>
                    <GermanMarker lang={item.lang} />
                  </Link>
                  <span className="text-sm text-slate-600">
                    {/* formatted when the popover opens: a first date format costs the shell ≈ 20 ms on a phone */}
                    {dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.publishedAt))}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {allowed ? (
            <Link
              href={paths.news}
              onClick={close}
              className="mt-2 inline-block text-sm font-medium text-indigo-800 underline"
            >
              {t('all')}
            </Link>
          ) : null}
        </div>
      )}
    </Popover>
  );
}
