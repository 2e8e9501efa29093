import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTION_MODES, type ReactionMode } from '../../../../common/domain/leistungstest.ts';
import { type ReactionEvent, scoreReaction } from '../../../../common/domain/leistungstest-reaction.ts';
import type { Calibration } from '../calibration.ts';
import { ReactionPhase } from './reaction-phase.tsx';
import { ResultView } from './result-view.tsx';
import { type PhaseProps, TaskShell } from './task-shell.tsx';

/** A short looping picture of the movement: finger on J, the light, the finger to Space. */
function Example() {
  const { t } = useTranslation('leistungstest');
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <svg viewBox="0 0 240 90" className="h-24 w-full max-w-xs" aria-hidden="true">
        <circle cx="40" cy="30" r="18" fill="#334155">
          <animate
            attributeName="fill"
            values="#334155;#334155;#fde047;#fde047;#334155"
            dur="3s"
            repeatCount="indefinite"
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
          <animate attributeName="cx" values="125;125;125;195;125" dur="3s" repeatCount="indefinite" />
        </circle>
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">{t('reaction.example')}</figcaption>
    </figure>
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
                  onChange={() => setMode(option)}
                  className="size-5"
                />
                {t(`reaction.mode.${option}`)}
              </label>
            ))}
          </fieldset>
          <p>{t('reaction.howKeys')}</p>
          <p>{t('reaction.howTouch')}</p>
          <p>{t(`reaction.target.${mode}`)}</p>
        </>
      }
      example={<Example />}
    />
  );
}
