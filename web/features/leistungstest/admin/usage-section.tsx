import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useUsage } from '../admin-api.ts';
import '../i18n.ts';

/** Admin tab 'Leistungstest' (issue 29): how much the practice is used; counts only. */
export default function UsageSection() {
  const { t } = useTranslation('leistungstest');
  const usage = useUsage();
  if (usage.isPending) return <Loading />;
  if (usage.isError) return <LoadError message={t(errorKey(usage.error))} onRetry={() => usage.refetch()} />;
  const { learners, runs, aborted, last30Days, tasks } = usage.data;
  return (
    <section aria-labelledby="usage-title" className="space-y-3">
      <h2 id="usage-title" className="text-xl font-semibold">
        {t('usage.title')}
      </h2>
      <p>{t('usage.totals', { learners, runs, aborted, last30Days })}</p>
      <p className="text-sm text-slate-700">{t('usage.privacy')}</p>
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('usage.title')}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-4">
              {t('usage.task')}
            </th>
            <th scope="col" className="py-1 pr-4">
              {t('usage.runs')}
            </th>
            <th scope="col" className="py-1 pr-4">
              {t('usage.aborted')}
            </th>
            <th scope="col" className="py-1">
              {t('usage.learners')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((row) => (
            <tr key={row.task} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {t(`tasks.${row.task}.title`)}
              </th>
              <td className="py-1 pr-4">{row.runs}</td>
              <td className="py-1 pr-4">{row.aborted}</td>
              <td className="py-1">{row.learners}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
