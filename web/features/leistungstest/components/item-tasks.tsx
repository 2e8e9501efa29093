import { useTranslation } from 'react-i18next';
import { scoreConcentration } from '../../../../common/domain/leistungstest-concentration.ts';
import {
  type DeterminationEvent,
  scoreDetermination,
} from '../../../../common/domain/leistungstest-determination.ts';
import {
  type PerceptionAnswer,
  scorePerception,
} from '../../../../common/domain/leistungstest-perception.ts';
import type { TimedAnswer } from '../../../../common/domain/leistungstest-score.ts';
import { scoreTracing } from '../../../../common/domain/leistungstest-tracing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import type { Calibration } from '../calibration.ts';
import { canPlaySound } from '../timing.ts';
import { ConcentrationPhase } from './concentration-phase.tsx';
import { DeterminationPhase } from './determination-phase.tsx';
import {
  ConcentrationExample,
  DeterminationExample,
  PerceptionExample,
  TracingExample,
} from './examples.tsx';
import { PerceptionPhase } from './perception-phase.tsx';
import { ResultView } from './result-view.tsx';
import { TaskShell } from './task-shell.tsx';
import { TracingPhase } from './tracing-phase.tsx';

type TaskProps = { calibration: Calibration | null; onExit: () => void };

/** Line tracing (issue 29). */
export function TracingTask({ calibration, onExit }: TaskProps) {
  const { t } = useTranslation('leistungstest');
  return (
    <TaskShell<TimedAnswer>
      task="tracing"
      example={<TracingExample />}
      calibration={calibration}
      onExit={onExit}
      Phase={TracingPhase}
      Result={ResultView}
      toRun={(events, phase, aborted) => ({
        task: 'tracing',
        phase,
        aborted,
        latencyMs: calibration?.latencyMs ?? null,
        figures: scoreTracing(events),
      })}
      instructions={
        <>
          <p>{t('tracing.how')}</p>
          <p>{t('tracing.keys')}</p>
        </>
      }
    />
  );
}

/** Concentration, figural comparison (issue 29). */
export function ConcentrationTask({ calibration, onExit }: TaskProps) {
  const { t } = useTranslation('leistungstest');
  return (
    <TaskShell<TimedAnswer>
      task="concentration"
      example={<ConcentrationExample />}
      calibration={calibration}
      onExit={onExit}
      Phase={ConcentrationPhase}
      Result={ResultView}
      toRun={(events, phase, aborted) => ({
        task: 'concentration',
        phase,
        aborted,
        latencyMs: calibration?.latencyMs ?? null,
        figures: scoreConcentration(
          events,
          events.length > 0 ? (events.at(-1)!.t - events[0]!.onset) / 1000 : 0,
        ),
      })}
      instructions={
        <>
          <p>{t('concentration.how')}</p>
          <p>{t('concentration.keys')}</p>
        </>
      }
    />
  );
}

/** Traffic perception (issue 29). */
export function PerceptionTask({ calibration, onExit }: TaskProps) {
  const { t } = useTranslation('leistungstest');
  return (
    <TaskShell<PerceptionAnswer>
      task="perception"
      example={<PerceptionExample />}
      calibration={calibration}
      onExit={onExit}
      Phase={PerceptionPhase}
      Result={ResultView}
      toRun={(events, phase, aborted) => ({
        task: 'perception',
        phase,
        aborted,
        latencyMs: calibration?.latencyMs ?? null,
        figures: scorePerception(events),
      })}
      instructions={<p>{t('perception.how')}</p>}
    />
  );
}

/** Determination, reactive stress tolerance (issue 29). */
export function DeterminationTask({ calibration, onExit }: TaskProps) {
  const { t } = useTranslation('leistungstest');
  return (
    <TaskShell<DeterminationEvent>
      task="determination"
      example={<DeterminationExample />}
      calibration={calibration}
      onExit={onExit}
      Phase={DeterminationPhase}
      Result={ResultView}
      toRun={(events, phase, aborted) => ({
        task: 'determination',
        phase,
        aborted,
        latencyMs: calibration?.latencyMs ?? null,
        figures: scoreDetermination(events),
      })}
      instructions={
        <>
          <p>{t('determination.how')}</p>
          <p>{t('determination.keys')}</p>
          <p>{t('determination.pace')}</p>
          {canPlaySound() ? null : <Alert tone="info">{t('determination.noSound')}</Alert>}
        </>
      }
    />
  );
}
