import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { Slots } from '../../../lib/slots.ts';
import { useOverview } from '../api.ts';
import { Milestones } from '../components/milestones.tsx';
import { ReadinessRing, ShareBar } from '../components/readiness-ring.tsx';
import { Recommendations } from '../components/recommendations.tsx';
import { Statistics } from '../components/statistics.tsx';
import { toneClasses } from '../components/tone.ts';
import '../i18n.ts';
import { dateFormat } from '../../../lib/format.ts';

/** Which explanation of the readiness weights fits the areas the learner can open. */
function formulaKey(open: { courses: boolean; videos: boolean }): 'all' | 'courses' | 'videos' | 'none' {
  if (open.courses && open.videos) return 'all';
  if (open.courses) return 'courses';
  return open.videos ? 'videos' : 'none';
}

/**
 * /dashboard: readiness, shares, 'MPU-Analyse', recommendations, statistics, milestones (SPEC §2, §9);
 * the route puts other features' cards in the slots (reviews first, the progress chart, the workbook,
 * the interview trend).
 */
export default function OverviewPage({
  slots = {},
}: {
  slots?: Slots<'reviews' | 'case' | 'interview' | 'progress' | 'feedback'>;
}) {
  const { t, i18n } = useTranslation('overview');
  const overview = useOverview(currentLanguage());
  const data = overview.data;
  const date = dateFormat(i18n.language, { dateStyle: 'long' });

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      {slots.reviews}
      {overview.isPending ? <Spinner label={t('common:loading')} /> : null}
      {overview.isError ? <LoadError message={t('error')} onRetry={() => overview.refetch()} /> : null}
      {data ? (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <section
              aria-labelledby="readiness-title"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="readiness-title" className="mb-4 text-lg font-semibold">
                {t('readiness.title')}
              </h2>
              <div className="flex flex-col items-center gap-5 sm:flex-row">
                <ReadinessRing
                  value={data.readiness}
                  label={t('readiness.percent', { value: data.readiness })}
                />
                <div className="w-full space-y-4">
                  {data.open.videos ? (
                    <ShareBar
                      title={t('shares.video')}
                      value={data.shares.video}
                      detail={t('shares.videoDetail', data.counts.videos)}
                    />
                  ) : null}
                  {data.open.courses ? (
                    <>
                      <ShareBar
                        title={t('shares.quiz')}
                        value={data.shares.quiz}
                        detail={t('shares.quizDetail', {
                          completed: data.counts.questions.mastered,
                          total: data.counts.questions.total,
                        })}
                      />
                      <ShareBar
                        title={t('shares.chapter')}
                        value={data.shares.chapter}
                        detail={t('shares.chapterDetail', data.counts.chapters)}
                      />
                    </>
                  ) : null}
                </div>
              </div>
              <p className="mt-4 text-sm text-slate-700">{t(`readiness.formula.${formulaKey(data.open)}`)}</p>
            </section>
            <section
              aria-labelledby="analysis-title"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="analysis-title" className="mb-4 text-lg font-semibold">
                {t('analysis.title')}
              </h2>
              <dl className="space-y-3">
                <div>
                  <dt className="text-sm text-slate-700">{t('analysis.level')}</dt>
                  <dd className="text-xl font-bold" data-level={data.level}>
                    {t(`level.${data.level}`)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-700">{t('analysis.errorRate')}</dt>
                  <dd>
                    {data.counts.attempts.total > 0 ? (
                      <>
                        <span
                          className={`inline-block rounded-lg px-2 text-xl font-bold ring-1 ${toneClasses[data.errorRateTone]}`}
                        >
                          {data.errorRate} %
                        </span>{' '}
                        <span className="text-sm">({t(`tone.${data.errorRateTone}`)})</span>
                      </>
                    ) : (
                      t('analysis.noAttempts')
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-700">{t('readiness.title')}</dt>
                  <dd className="text-xl font-bold">{t('readiness.percent', { value: data.readiness })}</dd>
                </div>
              </dl>
              {data.lastChapterAt ? (
                <p className="mt-4 text-sm text-slate-700">
                  {t('analysis.lastChapter', { date: date.format(new Date(data.lastChapterAt)) })}
                </p>
              ) : null}
            </section>
          </div>
          {slots.feedback}
          {slots.progress}
          {slots.case}
          <Recommendations value={data.recommendations} />
          {slots.interview}
          {data.counts.attempts.total > 0 ? <Statistics overview={data} /> : null}
          <Milestones reached={data.milestones} />
        </>
      ) : null}
    </div>
  );
}
