import { AlertTriangle, CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Timeline, WeekStep } from '../../../../common/domain/timeline.ts';
import { paths } from '../../../../common/paths.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { PromilleCalculator } from '../../../components/promille/promille-calculator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import type { Slots } from '../../../lib/slots.ts';
import { CALENDAR_URL, usePlan } from '../api.ts';
import { DatesForm } from '../components/dates-form.tsx';
import { TimeAxis } from '../components/time-axis.tsx';
import { formatDay } from '../format.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-5';
const link = 'font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950';

/** The steps of one week as a list (shared by 'Diese Woche' and the weekly plan). */
function WeekItems({ week }: { week: WeekStep }) {
  const { t } = useTranslation('plan');
  if (week.final) return <p className="text-slate-700">{t('week.final')}</p>;
  const items: ReactNode[] = [];
  if (week.chapters)
    items.push(
      <Link href={paths.courses} className={link}>
        {t('week.chapters', { count: week.chapters })}
      </Link>,
    );
  if (week.questions)
    items.push(
      <Link href={paths.courses} className={link}>
        {t('week.questions', { count: week.questions })}
      </Link>,
    );
  if (week.videos)
    items.push(
      <Link href={paths.videos} className={link}>
        {t('week.videos', { count: week.videos })}
      </Link>,
    );
  for (const topic of week.caseTopics) items.push(t('week.caseTopic', { topic: t(`caseTopics.${topic}`) }));
  if (items.length === 0) return <p className="text-slate-700">{t('week.nothing')}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rebuilt on each render
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function Status({ timeline, mpuDate }: { timeline: Timeline; mpuDate: string | null }) {
  const { t, i18n } = useTranslation('plan');
  if (timeline.status === 'noDate') return <p>{t('status.noDate')}</p>;
  if (timeline.status === 'past') return <p>{t('status.past')}</p>;
  if (timeline.daysLeft === 0) return <p>{t('status.today')}</p>;
  return (
    <p className="text-lg font-semibold">
      {t('status.daysLeft', { count: timeline.daysLeft ?? 0, date: formatDay(mpuDate ?? '', i18n.language) })}
    </p>
  );
}

/** /dashboard/plan 'Mein Weg zur MPU' (issue 11); the route puts the due-review card in `slots.reviews`. */
export default function PlanPage({ slots = {} }: { slots?: Slots<'reviews'> }) {
  const { t, i18n } = useTranslation('plan');
  const plan = usePlan();
  const day = (value: string) => formatDay(value, i18n.language);

  if (plan.isPending) return <Loading />;
  if (plan.isError)
    return (
      <div className="mx-auto max-w-4xl p-4 sm:p-8">
        <LoadError message={t(errorKey(plan.error))} onRetry={() => plan.refetch()} />
      </div>
    );
  const { timeline, dates } = plan.data;
  const thisWeek = timeline.weeks[0];

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      <div className={card}>
        <Status timeline={timeline} mpuDate={dates.mpuDate} />
        {timeline.prompts.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {timeline.prompts.map((prompt) => (
              <li key={prompt}>
                <Alert tone="info">{t(`prompts.${prompt}`)}</Alert>
              </li>
            ))}
          </ul>
        ) : null}
        {timeline.warnings.map((warning) => (
          <div key={warning} className="mt-3">
            <Alert tone="error">{t(`warnings.${warning}`)}</Alert>
          </div>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {thisWeek ? (
          <section aria-labelledby="this-week" className={card}>
            <h2 id="this-week" className="text-lg font-semibold">
              {t('week.heading')}
            </h2>
            <p className="mb-3 text-sm text-slate-600">
              {t('week.range', { start: day(thisWeek.start), end: day(thisWeek.end) })}
            </p>
            <WeekItems week={thisWeek} />
          </section>
        ) : null}
        {slots.reviews}
      </div>
      <section aria-labelledby="plan-dates" className={card}>
        <h2 id="plan-dates" className="mb-3 text-lg font-semibold">
          {t('dates.heading')}
        </h2>
        <DatesForm initial={dates} />
      </section>
      <section aria-labelledby="plan-milestones" className={card}>
        <h2 id="plan-milestones" className="mb-3 text-lg font-semibold">
          {t('milestones.heading')}
        </h2>
        <TimeAxis today={plan.data.today} milestones={timeline.milestones} />
        <ol className="list-decimal space-y-4 pl-6">
          {timeline.milestones.map((milestone) => (
            <li key={`${milestone.kind}-${milestone.date}`} className="border-l-4 border-indigo-200 pl-3">
              <p className="font-semibold">
                <time dateTime={milestone.date}>{day(milestone.date)}</time>:{' '}
                {t(`milestone.${milestone.kind}`)}
                {milestone.done ? (
                  <span className="ml-2 text-sm font-normal text-slate-600">({t('milestones.done')})</span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-slate-700">{t(`rule.${milestone.kind}`)}</p>
              {milestone.caveat ? (
                <p className="mt-1 flex gap-1 text-sm text-amber-900">
                  <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {t('caveat')}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <a href={CALENDAR_URL} download className={`mt-4 inline-flex min-h-11 items-center gap-2 ${link}`}>
          <CalendarPlus aria-hidden="true" className="h-5 w-5" />
          {t('calendar.export')}
        </a>
        <p className="text-sm text-slate-600">{t('calendar.hint')}</p>
      </section>
      {timeline.weeks.length > 1 ? (
        <section aria-labelledby="plan-weeks" className={card}>
          <h2 id="plan-weeks" className="mb-3 text-lg font-semibold">
            {t('week.all')}
          </h2>
          <ol className="space-y-4">
            {timeline.weeks.map((week, i) => (
              <li key={week.start}>
                <h3 className="font-semibold">
                  {t('week.label', { n: i + 1, start: day(week.start), end: day(week.end) })}
                </h3>
                <WeekItems week={week} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="plan-promille" className={card}>
        <h2 id="plan-promille" className="mb-3 text-lg font-semibold">
          {t('promille:heading')}
        </h2>
        <PromilleCalculator />
      </section>
      <p className="text-sm text-slate-600">{t('disclaimer')}</p>
    </div>
  );
}
