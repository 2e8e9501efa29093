import { ChartTable } from './chart-table.tsx';

export type Bar = { key: string; label: string; value: number; max: number };

/**
 * A small bar chart drawn as SVG (no library), with a name, a text summary and the same figures as a
 * table behind a disclosure; the drawing is hidden from screen readers (issue 30).
 */
export function BarChart({
  id,
  name,
  summary,
  bars,
  texts,
}: {
  id: string;
  name: string;
  summary: string;
  bars: Bar[];
  texts: { table: string; item: string; value: string; of: (bar: Bar) => string };
}) {
  const width = Math.max(bars.length * 28, 120);
  return (
    <figure aria-labelledby={`${id}-name`} className="mt-3 space-y-2">
      <figcaption>
        <h3 id={`${id}-name`} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm">{summary}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} 64`}
        className="h-16 w-full max-w-md"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" y1="63.5" x2={width} y2="63.5" stroke="#64748b" />
        {bars.map((bar, i) => {
          const height = bar.max > 0 ? Math.max(2, (bar.value / bar.max) * 60) : 2;
          return (
            <rect key={bar.key} x={i * 28 + 4} y={63 - height} width="20" height={height} fill="#4338ca" />
          );
        })}
      </svg>
      <ChartTable
        name={name}
        label={texts.table}
        columns={[texts.item, texts.value]}
        rows={bars.map((bar) => ({ key: bar.key, head: bar.label, cells: [texts.of(bar)] }))}
      />
    </figure>
  );
}
