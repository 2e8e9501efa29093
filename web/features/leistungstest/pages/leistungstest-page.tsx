import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeistungstestTask } from '../../../../common/domain/leistungstest.ts';
import type { Calibration } from '../calibration.ts';
import { CalibrationCard } from '../components/calibration-card.tsx';
import { History } from '../components/history.tsx';
import {
  ConcentrationTask,
  DeterminationTask,
  PerceptionTask,
  TracingTask,
} from '../components/item-tasks.tsx';
import { AccessNotes, HonestNote } from '../components/notes.tsx';
import { ReactionTask } from '../components/reaction-task.tsx';
import { TaskList } from '../components/task-list.tsx';
import '../i18n.ts';

const READY: ReadonlySet<LeistungstestTask> = new Set([
  'reaction',
  'determination',
  'concentration',
  'perception',
  'tracing',
]);

/** /dashboard/leistungstest 'Leistungstest üben' (issue 29): the tasks, the notes and the history. */
export default function LeistungstestPage() {
  const { t } = useTranslation('leistungstest');
  const [task, setTask] = useState<LeistungstestTask | null>(null);
  const [calibration, setCalibration] = useState<Calibration | null>(null);
  const onMeasured = useCallback((measured: Calibration) => setCalibration(measured), []);
  const exit = () => setTask(null);
  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {task ? null : (
          <>
            <p className="mt-2 text-slate-700">{t('intro')}</p>
            <p className="mt-2 text-slate-700">{t('purpose')}</p>
          </>
        )}
      </header>
      {task === 'reaction' ? <ReactionTask calibration={calibration} onExit={exit} /> : null}
      {task === 'determination' ? <DeterminationTask calibration={calibration} onExit={exit} /> : null}
      {task === 'concentration' ? <ConcentrationTask calibration={calibration} onExit={exit} /> : null}
      {task === 'perception' ? <PerceptionTask calibration={calibration} onExit={exit} /> : null}
      {task === 'tracing' ? <TracingTask calibration={calibration} onExit={exit} /> : null}
      {task ? null : (
        <>
          <HonestNote />
          <AccessNotes />
          <CalibrationCard calibration={calibration} onMeasured={onMeasured} />
          <TaskList ready={READY} onStart={setTask} />
          <History />
        </>
      )}
    </div>
  );
}
