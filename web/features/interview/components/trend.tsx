import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_TOPICS } from '../../../../common/domain/case.ts';
import type { ReportTrend } from '../../../../common/schemas/interview.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { useReport } from '../api.ts';
import { ReportView } from './report-view.tsx';

type Entry = ReportTrend['reports'][number];

/** Sum of the rated topics and the most there was to get (unrated topics do not count). */
export function totalOf(entry: Entry) {
  const scores = Object.values(entry.scores).filter((s): s is number => s !== null);
  return { value: scores.reduce((a, b) => a + b, 0), max: scores.length * 3 };
}

function OpenReport({ id }: { id: string }) {
  const report = useReport(id);
  return report.data?.report ? <ReportView report={report.data.report} /> : null;
}

/** The ratings of every kept report, newest first, each opening its report. */
export function Trend({ trend }: { trend: ReportTrend }) {
  const { t, i18n } = useTranslation('interview');
  const [open, setOpen] = useState<string | null>(null);
  const date = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const entries = [...trend.reports].reverse();
  return (
    <section aria-labelledby="interview-trend" className="space-y-3">
      <h2 id="interview-trend" className="text-xl font-bold">
        {t('trend.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-slate-700">{t('trend.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-2">
                  {t('trend.date')}
                </th>
                {CASE_TOPICS.map((topic) => (
                  <th key={topic} scope="col" className="px-2 py-2">
                    {t(`topics.${topic}`)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2">
                  {t('trend.total')}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t('trend.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.sessionId} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {date.format(new Date(entry.finishedAt))}
                  </th>
                  {CASE_TOPICS.map((topic) => (
                    <td key={topic} className="px-2 py-2">
                      {entry.scores[topic] ?? '–'}
                    </td>
                  ))}
                  <td className="px-2 py-2">{t('trend.totalValue', totalOf(entry))}</td>
                  <td className="py-2">
                    <Button
                      variant="ghost"
                      aria-expanded={open === entry.sessionId}
                      onClick={() => setOpen(open === entry.sessionId ? null : entry.sessionId)}
                    >
                      {open === entry.sessionId ? t('trend.close') : t('trend.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? <OpenReport id={open} /> : null}
    </section>
  );
}
