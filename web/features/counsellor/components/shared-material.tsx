import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { SharedMaterial } from '../../../../common/schemas/counsellor.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatDay } from './learner-facts.tsx';

const card = 'space-y-2 rounded-xl border border-slate-200 bg-white p-4';
const link = 'font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950';

/** What the learner shares now (issue 30): the case as its print view, reports, plan, Leistungstest. */
export function SharedMaterialView({ learnerId, material }: { learnerId: string; material: SharedMaterial }) {
  const { t, i18n } = useTranslation('counsellor');
  if (material.shared.length === 0) return <p className="text-slate-700">{t('learner.nothingShared')}</p>;
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : t('learner.notSet'));
  return (
    <div className="space-y-3">
      {material.case ? (
        <section aria-labelledby="shared-case" className={card}>
          <h3 id="shared-case" className="font-semibold">
            {t('learner.caseTitle')}
          </h3>
          <Link href={paths.counsellorPrint(learnerId)} className={link}>
            {t('learner.print')}
          </Link>
        </section>
      ) : null}
      {material.reports ? (
        <section aria-labelledby="shared-reports" className={card}>
          <h3 id="shared-reports" className="font-semibold">
            {t('learner.reportsTitle')}
          </h3>
          {material.reports.length === 0 ? (
            <p className="text-sm text-slate-700">{t('learner.noReports')}</p>
          ) : null}
          <ul className="space-y-2">
            {material.reports.map((report) => (
              <li key={report.sessionId}>
                <p className="font-medium">
                  {t('learner.reportOf', { date: formatDate(report.finishedAt) })}
                </p>
                <ul className="text-sm text-slate-700">
                  {report.topics.map((topic) => (
                    <li key={topic.topic}>
                      {topic.score === null
                        ? t('learner.notReached', { topic: t(`topics.${topic.topic}`) })
                        : t('learner.score', { topic: t(`topics.${topic.topic}`), score: topic.score })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {material.plan ? (
        <section aria-labelledby="shared-plan" className={card}>
          <h3 id="shared-plan" className="font-semibold">
            {t('learner.planTitle')}
          </h3>
          <p className="text-sm">
            {t('learner.planDates', {
              mpu: day(material.plan.dates.mpuDate),
              ban: day(material.plan.dates.banEnd),
            })}
          </p>
        </section>
      ) : null}
      {material.leistungstest ? (
        <section aria-labelledby="shared-leistungstest" className={card}>
          <h3 id="shared-leistungstest" className="font-semibold">
            {t('learner.leistungstestTitle')}
          </h3>
          <p className="text-sm">{t('learner.runs', { count: material.leistungstest.length })}</p>
        </section>
      ) : null}
    </div>
  );
}
