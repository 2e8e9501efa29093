import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useActivity } from '../api.ts';
import { ActivityList } from '../components/activity-list.tsx';

/** All of the learner's attempts, newest first, in pages (the page is in the URL). */
export default function ActivityPage() {
  const { t } = useTranslation('exam');
  const [, navigate] = useLocation();
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  const activity = useActivity(page);
  const pages = activity.data ? Math.max(1, Math.ceil(activity.data.total / activity.data.pageSize)) : 1;
  const go = (to: number) => navigate(`${paths.quizActivity}?page=${to}`);
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <Link href={paths.courses} className="inline-flex min-h-11 items-center text-indigo-800 underline">
        {t('activity.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('activity.title')}</h1>
      <div className="mt-6">
        {activity.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : activity.isError ? (
          <Alert tone="error">{t(errorKey(activity.error))}</Alert>
        ) : activity.data.items.length === 0 ? (
          <p className="text-slate-700">{t('hub.recentEmpty')}</p>
        ) : (
          <ActivityList items={activity.data.items} />
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label={t('activity.pagination')} className="mt-4 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('activity.previous')}
          </Button>
          <span className="text-sm text-slate-700">{t('activity.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
            {t('activity.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
