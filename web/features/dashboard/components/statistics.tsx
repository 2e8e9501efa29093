import { useTranslation } from 'react-i18next';
import type { Overview } from '../../../../common/schemas/overview.ts';
import { toneClasses } from './tone.ts';

/** Learning statistics (SPEC §2), shown only when attempts exist; a bar shows right vs. wrong. */
export function Statistics({ overview }: { overview: Overview }) {
  const { t } = useTranslation('overview');
  const { total, correct } = overview.counts.attempts;
  const errors = total - correct;
  const figures = [
    { key: 'worked', value: String(total) },
    { key: 'correct', value: String(correct) },
    { key: 'errors', value: String(errors) },
  ];
  return (
    <section aria-labelledby="stats-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="stats-title" className="mb-4 text-lg font-semibold">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key}>
            <dt className="text-sm text-slate-700">{t(`stats.${f.key}`)}</dt>
            <dd className="text-2xl font-bold" data-stat={f.key}>
              {f.value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-slate-700">{t('stats.errorRate')}</dt>
          <dd data-stat="errorRate" data-tone={overview.errorRateTone}>
            <span
              className={`inline-block rounded-lg px-2 text-2xl font-bold ring-1 ${toneClasses[overview.errorRateTone]}`}
            >
              {overview.errorRate} %
            </span>{' '}
            <span className="text-sm">({t(`tone.${overview.errorRateTone}`)})</span>
          </dd>
        </div>
      </dl>
      <div
        role="img"
        aria-label={t('stats.chart', { correct, errors })}
        className="mt-4 flex h-4 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="bg-green-700" style={{ width: `${(correct / total) * 100}%` }} />
        <div className="bg-red-700" style={{ width: `${(errors / total) * 100}%` }} />
      </div>
    </section>
  );
}
