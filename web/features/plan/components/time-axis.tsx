import { useTranslation } from 'react-i18next';
import { daysBetween, type Milestone } from '../../../../common/domain/timeline.ts';
import { formatDay } from '../format.ts';

// A narrow drawing that scales up: on a 360 px phone the dots and numbers stay readable.
const WIDTH = 400;

/**
 * The way to the MPU date on a time axis (issue 30): today, each milestone as a numbered mark (the
 * numbers are the list's below, which is the text alternative) and the MPU date at the end. The
 * drawing is hidden from screen readers; its summary says the span and the counts.
 */
export function TimeAxis({ today, milestones }: { today: string; milestones: Milestone[] }) {
  const { t, i18n } = useTranslation('plan');
  if (milestones.length === 0) return null;
  const dates = [today, ...milestones.map((m) => m.date)].sort();
  const start = dates[0]!;
  const end = dates.at(-1)!;
  const span = Math.max(daysBetween(start, end), 1);
  const x = (date: string) => 16 + (daysBetween(start, date) / span) * (WIDTH - 32);
  const done = milestones.filter((m) => m.done).length;
  return (
    <figure className="mb-6" aria-labelledby="plan-axis-summary">
      <p id="plan-axis-summary" className="mb-2 text-sm text-slate-700">
        {t('axis.summary', {
          from: formatDay(start, i18n.language),
          to: formatDay(end, i18n.language),
          count: milestones.length,
          done,
        })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} 70`}
        className="h-auto w-full max-w-2xl"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="16" y1="30" x2={WIDTH - 16} y2="30" stroke="#64748b" strokeWidth="2" />
        <line x1={x(today)} y1="12" x2={x(today)} y2="48" stroke="#b45309" strokeWidth="3" />
        <text x={Math.max(x(today), 20)} y="64" textAnchor="middle" fontSize="12" fill="#78350f">
          {t('axis.today')}
        </text>
        {milestones.map((milestone, i) => (
          <g key={`${milestone.kind}-${milestone.date}`}>
            <circle
              cx={x(milestone.date)}
              cy="30"
              r={milestone.kind === 'mpu' ? 11 : 9}
              fill={milestone.done ? '#94a3b8' : milestone.kind === 'mpu' ? '#3730a3' : '#4f46e5'}
            />
            <text x={x(milestone.date)} y="34" textAnchor="middle" fontSize="11" fill="#ffffff">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
