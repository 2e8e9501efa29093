/**
 * The figures of a chart as a table behind a disclosure (issue 30): what a screen reader, a keyboard
 * user or someone who wants the exact numbers reads instead of the drawing.
 */
export function ChartTable({
  name,
  label,
  columns,
  rows,
}: {
  /** The chart's name, as the table's caption for screen readers. */
  name: string;
  /** The disclosure's text ("Als Tabelle zeigen"). */
  label: string;
  /** The column headings, the first one over the row headings. */
  columns: string[];
  rows: { key: string; head: string; cells: string[] }[];
}) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-indigo-800 underline">{label}</summary>
      {/* Scrolls on its own: focusable, so keyboard users can scroll it (axe scrollable-region). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus. */}
      <section className="mt-2 max-h-80 overflow-auto" tabIndex={0} aria-label={label}>
        <table className="w-full whitespace-nowrap text-left text-sm">
          <caption className="sr-only">{name}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {row.head}
                </th>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table.
                  <td key={i} className="py-1 pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
