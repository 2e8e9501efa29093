/** The readiness as a ring (SVG); the number in the middle is the text, the ring only decoration. */
export function ReadinessRing({ value, label }: { value: number; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative h-36 w-36 shrink-0">
      <svg viewBox="0 0 120 120" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="12" />
        {value > 0 ? (
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke="#4338ca"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          />
        ) : null}
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-slate-900">
        {label}
      </span>
    </div>
  );
}

/** A share as a labelled bar. */
export function ShareBar({ title, value, detail }: { title: string; value: number; detail: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">{title}</span>
        <span className="text-lg font-bold">{value} %</span>
      </div>
      <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-700" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{detail}</p>
    </div>
  );
}
