import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '../../../../common/domain/timeline.ts';
import { TimeChart } from '../../../components/charts/time-chart.tsx';
import { LoadError } from '../../../components/load-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateFormat, numberFormat } from '../../../lib/format.ts';
import { useProgressHistory } from '../api.ts';
import '../i18n.ts';

const PARTS = [
  { key: 'readiness', color: '#3730a3', width: 3 },
  { key: 'chapters', color: '#047857', dash: [6, 4] },
  { key: 'quiz', color: '#b45309', dash: [2, 3] },
  { key: 'videos', color: '#be123c', dash: [10, 3, 2, 3] },
] as const;

/** The overview's chart of readiness and its parts over the last weeks (issue 30, decision 065). */
export function ProgressCard() {
  const { t, i18n } = useTranslation('progress');
  const history = useProgressHistory();
  const language = i18n.language;
  const percent = useCallback(
    (value: number) => numberFormat(language, { style: 'percent' }).format(value / 100),
    [language],
  );
  const formatDay = useCallback(
    (day: string) => dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day)),
    [language],
  );
  const days = history.data?.days;
  const series = useMemo(
    () =>
      PARTS.map((part) => ({
        label: t(`series.${part.key}`),
        values: (days ?? []).map((d) => d[part.key]),
        color: part.color,
        width: 'width' in part ? part.width : 2,
        dash: 'dash' in part ? [...part.dash] : undefined,
      })),
    [days, t],
  );
  const dayList = useMemo(() => (days ?? []).map((d) => d.day), [days]);

  let body = null;
  if (history.isPending) body = <Spinner label={t('common:loading')} />;
  else if (history.isError) body = <LoadError message={t('loadFailed')} onRetry={() => history.refetch()} />;
  else if (!days?.length) body = <p>{t('empty')}</p>;
  if (body || !days?.length)
    return (
      <section aria-labelledby="progress-name" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="progress-name" className="mb-2 text-lg font-semibold">
          {t('title')}
        </h2>
        {body}
      </section>
    );

  const first = days[0]!;
  const last = days.at(-1)!;
  const summary =
    days.length === 1
      ? t('summaryOne', { to: percent(last.readiness), date: formatDay(last.day) })
      : t('summary', {
          days: daysBetween(first.day, last.day),
          from: percent(first.readiness),
          to: percent(last.readiness),
        });
  const parts = t('parts', {
    chapters: percent(last.chapters),
    quiz: percent(last.quiz),
    videos: percent(last.videos),
    date: formatDay(last.day),
  });
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <TimeChart
        id="progress"
        name={t('title')}
        summary={`${summary} ${parts}`}
        days={dayList}
        series={series}
        format={percent}
        formatDay={formatDay}
        locale={language}
        texts={{ table: t('table'), day: t('day'), loading: t('loading') }}
      />
    </section>
  );
}
