import { Keyboard, Monitor, Volume2, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  LEISTUNGSTEST_TASKS,
  type LeistungstestTask,
  RAPID_SIGNAL_TASKS,
  TASK_NEEDS,
  type TaskNeed,
} from '../../../../common/domain/leistungstest.ts';
import { Button } from '../../../components/ui/button.tsx';

const NEED_ICONS: Record<TaskNeed, typeof Keyboard> = { keyboard: Keyboard, sound: Volume2, screen: Monitor };

/** The five tasks, each with what it measures and what it needs; `ready` ones can be started. */
export function TaskList({
  ready,
  onStart,
}: {
  ready: ReadonlySet<LeistungstestTask>;
  onStart: (task: LeistungstestTask) => void;
}) {
  const { t } = useTranslation('leistungstest');
  return (
    <section aria-labelledby="tasks-title">
      <h2 id="tasks-title" className="text-xl font-semibold">
        {t('tasks.title')}
      </h2>
      <ol className="mt-3 grid gap-4 md:grid-cols-2">
        {LEISTUNGSTEST_TASKS.map((task) => (
          <li key={task} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <h3 id={`task-${task}`} className="text-lg font-semibold">
              {t(`tasks.${task}.title`)}
            </h3>
            <p className="mt-1 text-slate-700">{t(`tasks.${task}.what`)}</p>
            <p className="mt-3 text-sm font-medium">{t('tasks.needs')}</p>
            <ul className="mt-1 space-y-1 text-sm">
              {TASK_NEEDS[task].map((need) => {
                const Icon = NEED_ICONS[need];
                return (
                  <li key={need} className="flex items-center gap-2">
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                    {t(`tasks.need.${need}`)}
                  </li>
                );
              })}
              {RAPID_SIGNAL_TASKS.has(task) ? (
                <li className="flex items-center gap-2">
                  <Zap aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
                  {t('tasks.rapid')}
                </li>
              ) : null}
            </ul>
            <div className="mt-auto pt-4">
              {ready.has(task) ? (
                <Button onClick={() => onStart(task)} aria-describedby={`task-${task}`}>
                  {t('tasks.start')}
                </Button>
              ) : (
                <p className="text-sm text-slate-600">{t('tasks.soon')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
