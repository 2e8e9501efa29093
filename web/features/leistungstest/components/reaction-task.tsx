import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTION_MODES, type ReactionMode } from '../../../../common/domain/leistungstest.ts';
import { type ReactionEvent, scoreReaction } from '../../../../common/domain/leistungstest-reaction.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import type { Calibration } from '../calibration.ts';
import { canPlaySound } from '../timing.ts';
import { ExampleFigure } from './examples.tsx';
import { ReactionPhase } from './reaction-phase.tsx';
import { ResultView } from './result-view.tsx';
import { type PhaseProps, TaskShell } from './task-shell.tsx';

/** The movement: finger on J, the light, the finger to Space, back to J. */
function Example() {
  const { t } = useTranslation('leistungstest');
  return (
    <ExampleFigure caption={t('reaction.example')} viewBox="0 0 240 90">
      <circle cx="40" cy="30" r="18" fill="#334155">
        <animate
          attributeName="fill"
          values="#334155;#334155;#fde047;#fde047;#334155"
          dur="2.4s"
          repeatCount="2"
        />
      </circle>
      <rect x="110" y="55" width="30" height="24" rx="4" fill="#e2e8f0" stroke="#475569" />
      <text x="125" y="72" fontSize="12" textAnchor="middle">
        {t('reaction.restKeyCap')}
      </text>
      <rect x="160" y="55" width="70" height="24" rx="4" fill="#e2e8f0" stroke="#475569" />
      <text x="195" y="72" fontSize="11" textAnchor="middle">
        {t('reaction.reactKeyCap')}
      </text>
      <circle cx="125" cy="48" r="7" fill="#b45309">
        <animate attributeName="cx" values="125;125;125;195;125" dur="2.4s" repeatCount="2" />
      </circle>
    </ExampleFigure>
  );
}

/** The reaction task (issue 29): light, tone or the choice version. */
export function ReactionTask({
  calibration,
  onExit,
}: {
  calibration: Calibration | null;
  onExit: () => void;
}) {
  const { t } = useTranslation('leistungstest');
  const [mode, setMode] = useState<ReactionMode>('light');
  // Tone and choice need sound: without Web Audio only the light version runs (said before the start).
  const sound = canPlaySound();
  // One component per mode: a new one on every render would restart a running phase.
  const Phase = useMemo(
    () => (props: PhaseProps<ReactionEvent>) => <ReactionPhase {...props} mode={mode} />,
    [mode],
  );
  return (
    <TaskShell<ReactionEvent>
      task="reaction"
      calibration={calibration}
      onExit={onExit}
      Phase={Phase}
      Result={ResultView}
      toRun={(events, phase, aborted) => ({
        task: 'reaction',
        phase,
        aborted,
        latencyMs: calibration?.latencyMs ?? null,
        figures: scoreReaction(mode, events),
      })}
      instructions={
        <>
          <fieldset className="space-y-2">
            <legend className="font-medium">{t('reaction.modeLegend')}</legend>
            {REACTION_MODES.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="reaction-mode"
                  value={option}
                  checked={mode === option}
                  disabled={!sound && option !== 'light'}
                  onChange={() => setMode(option)}
                  className="size-5"
                />
                {t(`reaction.mode.${option}`)}
              </label>
            ))}
          </fieldset>
          {sound ? null : <Alert tone="info">{t('reaction.noSound')}</Alert>}
          <p>{t('reaction.howKeys')}</p>
          <p>{t('reaction.howTouch')}</p>
          <p>{t(`reaction.target.${mode}`)}</p>
        </>
      }
      example={<Example />}
    />
  );
}
