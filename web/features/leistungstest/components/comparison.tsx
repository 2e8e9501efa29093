import { useTranslation } from 'react-i18next';
import type { Run } from '../../../../common/schemas/leistungstest.ts';
import { dateFormat, numberFormat } from '../../../lib/format.ts';
import { errors, headline } from '../results.ts';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 24;

/**
 * Earlier runs of one task (issue 29): a small line chart drawn by hand in SVG and the same values
 * as a table (the accessible view; the chart is a picture of it). At most the last 10 runs.
 */
export function Comparison({ runs, current }: { runs: readonly Run[]; current?: string }) {
  const { t, i18n } = useTranslation('leistungstest');
  const shown = runs.slice(-10);
  const points = shown.map((run) => ({ run, ...headline(run) }));
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  if (points.length === 0) return null;
  const unit = points[0]!.unit;
  const max = Math.max(...values, 1);
  const min = Math.min(...values, max);
  const span = max - min || 1;
  const x = (i: number) =>
    PAD + (points.length === 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (v: number) => HEIGHT - PAD - ((v - min) / span) * (HEIGHT - 2 * PAD);
  const line = points
    .map((p, i) => (p.value === null ? null : `${x(i)},${y(p.value)}`))
    .filter(Boolean)
    .join(' ');
  const day = dateFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const value = (v: number | null) => (v === null ? '–' : `${number.format(v)} ${unit}`);
  return (
    <div className="space-y-3">
      {points.length > 1 ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-32 w-full max-w-md"
          role="img"
          aria-label={t('compare.chartLabel', { values: points.map((p) => value(p.value)).join(', ') })}
        >
          <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#94a3b8" />
          <polyline points={line} fill="none" stroke="#4338ca" strokeWidth={2} />
          {points.map((p, i) =>
            p.value === null ? null : (
              <circle
                key={p.run.id}
                cx={x(i)}
                cy={y(p.value)}
                r={p.run.id === current ? 6 : 4}
                fill={p.run.id === current ? '#b45309' : '#4338ca'}
              />
            ),
          )}
          <text x={PAD} y={14} fontSize={11} fill="#334155">
            {value(max)}
          </text>
          <text x={PAD} y={HEIGHT - 6} fontSize={11} fill="#334155">
            {value(min)}
          </text>
        </svg>
      ) : null}
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-4 font-medium">
                {t('compare.when')}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t(unit === 'ms' ? 'compare.time' : 'compare.found')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('compare.errors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.run.id} className="border-b border-slate-100">
                <td className="py-1 pr-4">
                  {day.format(new Date(p.run.createdAt))}
                  {p.run.id === current ? ` (${t('compare.thisRun')})` : ''}
                </td>
                <td className="py-1 pr-4">{value(p.value)}</td>
                <td className="py-1">{number.format(errors(p.run))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
