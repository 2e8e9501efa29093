import type { TFunction } from 'i18next';
import { Flame, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDueReviews } from '../reviews-api.ts';

type Today = NonNullable<ReturnType<typeof useDueReviews>['data']>['today'];

/** New questions are "neu", not "fällig" (issue 28): the sentence names what today holds. */
function dueSentence(t: TFunction<'reviews'>, count: number, today: Today): string {
  if (count === 0) return t('due.none');
  if (today.newQuestions === 0) return t('due.due', { count });
  if (today.reviews === 0) return t('due.fresh', { count: today.newQuestions });
  return t('due.mixed', { count: today.reviews, fresh: today.newQuestions });
}

/**
 * 'Heute üben': today's count, the start link, the streak and the forecast — all computed on the
 * server (overview, hub and plan; issue 11, decision 026).
 */
export function DueReviewsCard({ planLink = false }: { planLink?: boolean }) {
  const { t } = useTranslation('reviews');
  const due = useDueReviews();
  const count = due.data?.dueCount;
  const today = due.data?.today;
  return (
    <section aria-labelledby="due-reviews-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="due-reviews-title" className="flex items-center gap-2 text-lg font-semibold">
        <Repeat aria-hidden="true" className="h-5 w-5 text-indigo-700" />
        {t('card.title')}
      </h2>
      <p className="mt-2 text-slate-700" data-testid="due-count">
        {count === undefined || !today ? t('common:loading') : dueSentence(t, count, today)}
      </p>
      {today ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2" data-testid="due-streak">
            <Flame aria-hidden="true" className="h-4 w-4 text-orange-600" />
            {today.streak > 0 ? t('due.streak', { count: today.streak }) : t('due.noStreak')}
          </li>
          <li data-testid="due-forecast">
            {today.unseen === 0
              ? t('due.allSeen')
              : today.forecast
                ? t(today.mpuDate && today.forecast >= today.mpuDate ? 'due.forecastLate' : 'due.forecast', {
                    date: formatDate(`${today.forecast}T12:00:00Z`, 'long'),
                    count: today.unseen,
                  })
                : t('due.noForecast', { count: today.unseen })}
          </li>
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">{t('due.explain')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {count ? (
          <Link
            href={paths.review}
            className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 font-medium text-white hover:bg-indigo-800"
          >
            {t('due.start')}
          </Link>
        ) : null}
        {planLink ? (
          <Link
            href={paths.plan}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('card.plan')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
