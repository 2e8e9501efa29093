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

function OpenButton({
  entry,
  open,
  setOpen,
}: {
  entry: Entry;
  open: string | null;
  setOpen: (id: string | null) => void;
}) {
  const { t } = useTranslation('interview');
  const isOpen = open === entry.sessionId;
  return (
    <Button variant="ghost" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : entry.sessionId)}>
      {isOpen ? t('trend.close') : t('trend.open')}
    </Button>
  );
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
        <>
          {/* Narrow screens (issue 28): one card per report instead of a table wider than the screen. */}
          <ul className="space-y-3 md:hidden">
            {entries.map((entry) => (
              <li key={entry.sessionId} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-semibold">{date.format(new Date(entry.finishedAt))}</p>
                <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                  {CASE_TOPICS.map((topic) => (
                    <div key={topic} className="contents">
                      <dt className="[overflow-wrap:anywhere]">{t(`topics.${topic}`)}</dt>
                      <dd className="text-right">{entry.scores[topic] ?? '–'}</dd>
                    </div>
                  ))}
                  <div className="contents font-semibold">
                    <dt>{t('trend.total')}</dt>
                    <dd className="text-right">{t('trend.totalValue', totalOf(entry))}</dd>
                  </div>
                </dl>
                <OpenButton entry={entry} open={open} setOpen={setOpen} />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <table className="w-full border-collapse text-left text-sm">
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
                      <OpenButton entry={entry} open={open} setOpen={setOpen} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {open ? <OpenReport id={open} /> : null}
    </section>
  );
}
