import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AREAS, canUse } from '../../../common/domain/access.ts';
import { CASE_TOPICS } from '../../../common/domain/case.ts';
import { api } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useMe } from '../auth/api.ts';

const rating = z.number().int().min(0).max(3);

/**
 * What this slot expects from `GET /api/trainer/reports/latest` (built with the interviewer, issue
 * 10; decision 015). Anything else, or any error, and the slot shows nothing.
 */
const latestReports = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      finishedAt: z.string(),
      ratings: z.object({ past: rating, causes: rating, change: rating, future: rating }),
      nextSteps: z.array(z.string()).default([]),
    }),
  ),
});

/**
 * 'Für meine Beratung': the latest interview reports, only for learners who can use the exam trainer
 * and only when the trainer answers. The workbook print view does not depend on it.
 */
export function InterviewReportsSlot() {
  const { t } = useTranslation('case');
  const me = useMe().data;
  const allowed = canUse(me ?? null, AREAS.examTrainer.access);
  const reports = useQuery({
    queryKey: ['trainer', 'reports', 'latest'],
    queryFn: async () => latestReports.parse(await api.get('/trainer/reports/latest')),
    enabled: allowed,
    retry: false,
  });
  if (!allowed || !reports.data || reports.data.reports.length === 0) return null;

  return (
    <section aria-labelledby="reports-title" className="break-inside-avoid">
      <h2 id="reports-title" className="text-xl font-semibold">
        {t('print.reports')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('print.practiceNote')}</p>
      {reports.data.reports.map((report) => (
        <article key={report.id} className="mt-4 break-inside-avoid">
          <h3 className="font-semibold">
            {t('print.reportFrom', { date: formatDate(report.finishedAt, 'long') })}
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {CASE_TOPICS.map((topic) => (
              <div key={topic} className="contents">
                <dt>{t(`topics.${topic}`)}</dt>
                <dd className="font-medium">{t('print.rating', { value: report.ratings[topic] })}</dd>
              </div>
            ))}
          </dl>
          {report.nextSteps.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {report.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
    </section>
  );
}
