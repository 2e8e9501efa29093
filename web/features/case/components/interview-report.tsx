import { useTranslation } from 'react-i18next';
import type { InterviewReport as Report } from '../../../../common/schemas/interview.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { formatDate } from '../../../lib/format.ts';

/** 'Für meine Beratung': the latest practice-interview report, as the print view shows it. */
export function InterviewReport({ report }: { report: Report }) {
  const { t } = useTranslation('case');

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
