import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canOpen } from '../../../../common/domain/access.ts';
import { paths } from '../../../../common/paths.ts';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { useTrend } from '../api.ts';
import { totalOf } from './trend.tsx';

/** The overview's small card: the last practice interview's total and its trend (issue 10). */
export function InterviewTrendCard() {
  const { t, i18n } = useTranslation('interview');
  const me = useMe().data;
  const open = canOpen(me, 'examTrainer');
  const trend = useTrend(open);
  if (!open || !trend.data) return null;
  const last = trend.data.reports.at(-1);
  const previous = trend.data.reports.at(-2);
  const now = last ? totalOf(last) : null;
  const before = previous ? totalOf(previous) : null;
  const direction =
    now && before ? (now.value > before.value ? 'up' : now.value < before.value ? 'down' : 'same') : null;
  return (
    <section aria-labelledby="interview-card" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="interview-card" className="mb-2 text-lg font-semibold">
        {t('card.title')}
      </h2>
      {now ? (
        <p>
          {t('card.last', now)}
          {direction ? ` (${t(`card.${direction}`)})` : null}
        </p>
      ) : (
        <p>{t('card.none')}</p>
      )}
      {trend.data.reports.length > 1 ? (
        <BarChart
          id="interview-sums"
          name={t('card.chartName')}
          summary={t('card.chartSummary', {
            count: trend.data.reports.length,
            first: totalOf(trend.data.reports[0]!).value,
            last: now?.value ?? 0,
            max: now?.max ?? 0,
          })}
          bars={trend.data.reports.map((entry, i) => ({
            key: entry.sessionId,
            label: t('card.sessionLabel', {
              n: i + 1,
              date: dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(entry.finishedAt)),
            }),
            ...totalOf(entry),
          }))}
          texts={{
            table: t('card.table'),
            item: t('card.session'),
            value: t('card.points'),
            of: (bar) => t('card.of', { value: bar.value, max: bar.max }),
          }}
        />
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t('practiceOnly')}</p>
      <Link href={paths.examTrainer} className="mt-3 inline-block font-medium text-indigo-800 underline">
        {t('card.link')}
      </Link>
    </section>
  );
}
