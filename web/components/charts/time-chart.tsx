import { lazy, Suspense } from 'react';
import { ChartTable } from './chart-table.tsx';

export type ChartSeries = {
  label: string;
  values: number[];
  /** A colour with at least 3:1 contrast on white; the series also differ by dash and width. */
  color: string;
  width?: number;
  dash?: number[];
};

const UplotChart = lazy(() => import('./uplot-chart.tsx'));

/**
 * A chart over days (issue 30) that every reader can use: a name (the heading), a short text summary
 * ("in 14 Tagen von 12 % auf 31 %"), the drawing (uPlot, loaded lazily, hidden from screen readers)
 * with a legend in text, and the same figures as a table behind a disclosure.
 */
export function TimeChart({
  id,
  name,
  summary,
  days,
  series,
  format,
  formatDay,
  locale,
  texts,
}: {
  id: string;
  name: string;
  summary: string;
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  formatDay: (day: string) => string;
  /** The interface language, for the axis's dates. */
  locale: string;
  texts: { table: string; day: string; loading: string };
}) {
  return (
    <figure aria-labelledby={`${id}-name`} className="space-y-3">
      <figcaption>
        <h2 id={`${id}-name`} className="text-lg font-semibold">
          {name}
        </h2>
        <p id={`${id}-summary`} className="mt-1">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden="true">
        <Suspense fallback={<div className="h-[220px] text-sm text-slate-600">{texts.loading}</div>}>
          <UplotChart days={days} series={series} format={format} locale={locale} />
        </Suspense>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={name}>
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={s.color}
                strokeWidth={s.width ?? 2}
                strokeDasharray={s.dash?.join(' ')}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <ChartTable
        name={name}
        label={texts.table}
        columns={[texts.day, ...series.map((s) => s.label)]}
        rows={days.map((day, i) => ({
          key: day,
          head: formatDay(day),
          cells: series.map((s) => format(s.values[i] ?? 0)),
        }))}
      />
    </figure>
  );
}
