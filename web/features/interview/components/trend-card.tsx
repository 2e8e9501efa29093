import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { canOpen } from '../../../../common/domain/access.ts';
import { paths } from '../../../../common/paths.ts';
import { useMe } from '../../../lib/session.ts';
import { useTrend } from '../api.ts';
import { totalOf } from './trend.tsx';

/** The overview's small card: the last practice interview's total and its trend (issue 10). */
export function InterviewTrendCard() {
  const { t } = useTranslation('interview');
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
        <p className="mt-1 text-sm">
          {t('card.history', {
            values: trend.data.reports
              .slice(-6)
              .map((entry) => totalOf(entry).value)
              .join(' → '),
          })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t('practiceOnly')}</p>
      <Link href={paths.examTrainer} className="mt-3 inline-block font-medium text-indigo-800 underline">
        {t('card.link')}
      </Link>
    </section>
  );
}
