import { BookOpen, ChevronRight, ListChecks, Repeat, Shuffle, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RANDOM_QUIZ_SIZE } from '../../../../common/domain/exam.ts';
import { SIMULATION_MINUTES, SIMULATION_SIZE } from '../../../../common/domain/simulation.ts';
import { paths } from '../../../../common/paths.ts';
import type { Hub } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useHub } from '../api.ts';
import { ActivityList } from '../components/activity-list.tsx';
import { MpuBadges } from '../components/badges.tsx';
import { DueReviewsCard } from '../components/due-reviews-card.tsx';
import { SimulationHistory } from '../components/simulation-history.tsx';

function HubCard({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      href={href}
      className="flex min-h-24 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-400 hover:bg-indigo-50"
    >
      <span className="rounded-lg bg-indigo-100 p-2 text-indigo-800">{icon}</span>
      <span className="min-w-0">
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{text}</span>
      </span>
    </Link>
  );
}

/** /dashboard/courses: the multiple-choice hub (SPEC §2). */
export default function HubPage() {
  const { t } = useTranslation('exam');
  const hub = useHub();
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('hub.title')}</h1>
      <p className="mt-1 text-slate-700">{t('hub.intro')}</p>
      {hub.isPending ? (
        <div className="mt-8 text-indigo-700">
          <Spinner label={t('common:loading')} />
        </div>
      ) : hub.isError ? (
        <div className="mt-6">
          <Alert tone="error">{t(errorKey(hub.error))}</Alert>
        </div>
      ) : (
        <HubContent data={hub.data} />
      )}
    </div>
  );
}

function HubContent({ data }: { data: Hub }) {
  const { t } = useTranslation('exam');
  const icon = 'h-6 w-6';
  return (
    <>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <HubCard
          href={paths.quiz}
          icon={<ListChecks aria-hidden="true" className={icon} />}
          title={t('hub.examTitle')}
          text={t('hub.examText', { count: data.questionCount })}
        />
        <HubCard
          href={paths.quizRandom}
          icon={<Shuffle aria-hidden="true" className={icon} />}
          title={t('hub.randomTitle')}
          text={t('hub.randomText', { count: Math.min(RANDOM_QUIZ_SIZE, data.questionCount) })}
        />
        <HubCard
          href={paths.knowledge}
          icon={<BookOpen aria-hidden="true" className={icon} />}
          title={t('hub.knowledgeTitle')}
          text={t('hub.knowledgeText')}
        />
      </div>
      <div className="mt-4">
        <DueReviewsCard />
      </div>
      {data.questionCount > 0 ? (
        <div className="mt-4">
          <HubCard
            href={paths.simulation}
            icon={<Timer aria-hidden="true" className={icon} />}
            title={t('simulation.title')}
            text={t('simulation.hubText', {
              count: Math.min(SIMULATION_SIZE, data.questionCount),
              minutes: SIMULATION_MINUTES,
            })}
          />
        </div>
      ) : null}
      {data.wrongCount > 0 ? (
        <div className="mt-4">
          <HubCard
            href={paths.quizWrong}
            icon={<Repeat aria-hidden="true" className={icon} />}
            title={t('hub.wrongTitle')}
            text={t('hub.wrongText', { count: data.wrongCount })}
          />
        </div>
      ) : null}

      <section aria-labelledby="categories-title" className="mt-10">
        <h2 id="categories-title" className="text-xl font-semibold">
          {t('hub.categoriesTitle')}
        </h2>
        {data.categories.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('hub.categoriesEmpty')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={paths.quizCategory(category.id)}
                  className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 hover:border-indigo-400 hover:bg-indigo-50"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold text-slate-900">
                      <span lang={category.lang}>{category.name}</span>
                      <GermanMarker lang={category.lang} />
                    </span>
                    <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
                  </span>
                  <span className="text-sm text-slate-700" lang={category.lang}>
                    {category.description}
                  </span>
                  <span className="text-sm text-slate-700">
                    {t('hub.questionCount', { count: category.questionCount })}
                  </span>
                  <MpuBadges types={category.mpuTypes} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SimulationHistory />

      <section aria-labelledby="recent-title" className="mt-10">
        <h2 id="recent-title" className="text-xl font-semibold">
          {t('hub.recentTitle')}
        </h2>
        <div className="mt-4">
          {data.recent.length === 0 ? (
            <p className="text-slate-700">{t('hub.recentEmpty')}</p>
          ) : (
            <ActivityList items={data.recent} />
          )}
        </div>
        {data.activityCount > data.recent.length ? (
          <Link
            href={paths.quizActivity}
            className="mt-3 inline-flex min-h-11 items-center font-medium text-indigo-800 underline"
          >
            {t('hub.showAll')}
          </Link>
        ) : null}
      </section>
    </>
  );
}
