/** A thin bar for a 0–100 share; the number is shown as text next to it, so the bar is decoration. */
export function ProgressBar({ value }: { value: number }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div className="h-full rounded-full bg-indigo-700" style={{ width: `${value}%` }} />
    </div>
  );
}
