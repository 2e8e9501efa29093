import { useTranslation } from 'react-i18next';
import { canOpen } from '../../../../common/domain/access.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { useLatestReport } from '../../interview/index.ts';

/**
 * 'Für meine Beratung': the latest interview report (GET /api/trainer/reports/latest), only for
 * learners who can use the practice interview and only when it answers. The workbook print view does not depend on it.
 */
export function InterviewReportsSlot() {
  const { t } = useTranslation('case');
  const me = useMe().data;
  const allowed = canOpen(me, 'examTrainer');
  const report = useLatestReport(allowed).data?.report;
  if (!allowed || !report) return null;

  return (
    <section aria-labelledby="reports-title" className="break-inside-avoid">
      <h2 id="reports-title" className="text-xl font-semibold">
        {t('print.reports')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('print.practiceNote')}</p>
      <article className="mt-4 break-inside-avoid">
        <h3 className="font-semibold">
          {t('print.reportFrom', { date: formatDate(report.finishedAt, 'long') })}
        </h3>
        <dl className="mt-2 space-y-3">
          {report.topics.map((topic) => (
            <div key={topic.topic}>
              <dt className="font-medium">
                {t(`topics.${topic.topic}`)}:{' '}
                {topic.score === null ? t('print.notReached') : t('print.rating', { value: topic.score })}
              </dt>
              {topic.missing.length > 0 ? (
                <dd className="text-sm">
                  {t('print.missing')} <span lang={report.lang}>{topic.missing.join('; ')}</span>
                </dd>
              ) : null}
              {topic.nextSteps.length > 0 ? (
                <dd>
                  <ul className="list-disc pl-5 text-sm">
                    {topic.nextSteps.map((step) => (
                      <li key={step.href}>
                        <span lang={step.lang}>{step.title}</span>
                        <GermanMarker lang={step.lang} />
                      </li>
                    ))}
                  </ul>
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </article>
    </section>
  );
}
