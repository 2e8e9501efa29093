import { useTranslation } from 'react-i18next';
import { LEISTUNGSTEST_TASKS, REACTION_MODES } from '../../../../common/domain/leistungstest.ts';
import type { Run } from '../../../../common/schemas/leistungstest.ts';
import { ListState } from '../../../components/load-state.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { useRuns } from '../api.ts';
import { comparable } from '../results.ts';
import { Comparison } from './comparison.tsx';

/** Every comparable series: one per task, the reaction task one per mode. */
function series(runs: readonly Run[]) {
  return LEISTUNGSTEST_TASKS.flatMap((task) =>
    (task === 'reaction' ? REACTION_MODES : [undefined]).map((mode) => ({
      task,
      mode,
      runs: comparable(runs, { task, mode }),
    })),
  ).filter((entry) => entry.runs.length > 0);
}

/** The learner's earlier runs (issue 29), per task: chart and table; aborted runs counted apart. */
export function History() {
  const { t, i18n } = useTranslation('leistungstest');
  const runs = useRuns();
  const day = dateFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-xl font-semibold">
        {t('history.title')}
      </h2>
      <ListState query={runs} empty={t('history.empty')} compact>
        {(items) => {
          const aborted = items.filter((run) => run.aborted || run.phase !== 'scored');
          return (
            <div className="space-y-4">
              {series(items).map((entry) => (
                <div
                  key={`${entry.task}-${entry.mode ?? ''}`}
                  className="rounded-xl border border-slate-200 bg-white p-5"
                >
                  <h3 className="font-semibold">
                    {t(`tasks.${entry.task}.title`)}
                    {entry.mode ? ` – ${t(`reaction.mode.${entry.mode}`)}` : ''}
                  </h3>
                  <div className="mt-2">
                    <Comparison runs={entry.runs} />
                  </div>
                </div>
              ))}
              {aborted.length > 0 ? (
                <div>
                  <h3 className="font-semibold">{t('history.aborted', { count: aborted.length })}</h3>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {aborted.slice(0, 5).map((run) => (
                      <li key={run.id}>
                        {day.format(new Date(run.createdAt))}: {t(`tasks.${run.task}.title`)} (
                        {t(`run.phase.${run.phase}`)})
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          );
        }}
      </ListState>
    </section>
  );
}
