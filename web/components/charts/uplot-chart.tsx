import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './time-chart.tsx';

/**
 * The drawing of a TimeChart (a lazy chunk: uPlot loads only where a chart is shown). A canvas is
 * no text for screen readers; TimeChart gives the name, the summary and the table.
 */
export default function UplotChart({
  days,
  series,
  format,
  locale,
}: {
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // uPlot puts day ticks at the browser's local midnight, so they are read in its time zone too.
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    const x = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: 220,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true }, y: { range: [0, 100] } },
      axes: [
        {
          stroke: '#334155',
          grid: { stroke: '#e2e8f0' },
          values: (_u, ticks) => ticks.map((tick) => dayMonth.format(new Date(tick * 1000))),
        },
        {
          stroke: '#334155',
          grid: { stroke: '#e2e8f0' },
          values: (_u, ticks) => ticks.map(format),
          size: 56,
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: s.width ?? 2,
          dash: s.dash,
          points: { show: days.length < 15, size: 6, fill: s.color },
        })),
      ],
    };
    const plot = new uPlot(options, [x, ...series.map((s) => s.values)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, locale]);
  return <div ref={box} className="w-full" />;
}
