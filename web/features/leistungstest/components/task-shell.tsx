import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeistungstestTask,
  RAPID_SIGNAL_TASKS,
  type RunPhase,
} from '../../../../common/domain/leistungstest.ts';
import type { Run, RunRecord } from '../../../../common/schemas/leistungstest.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useSaveRun } from '../api.ts';
import type { Calibration } from '../calibration.ts';

/** What a task's phase component gets: which phase, where to report its events, when it is done. */
export type PhaseProps<E> = {
  phase: RunPhase;
  /** The events so far (after each trial), so an aborted phase still has its figures. */
  report: (events: E[]) => void;
  done: (events: E[]) => void;
  calibration: Calibration | null;
};

type Step = 'intro' | 'practice' | 'between' | 'scored' | 'saved' | 'aborted';

/**
 * One task's run (issue 29): instructions and example, a practice phase, a break, the scored phase,
 * the result. No pause inside a phase: leaving it (the button, Esc, another tab) ends the run, which
 * is saved as aborted.
 */
export function TaskShell<E>({
  task,
  instructions,
  example,
  Phase,
  toRun,
  Result,
  calibration,
  onExit,
}: {
  task: LeistungstestTask;
  instructions: ReactNode;
  example?: ReactNode;
  Phase: ComponentType<PhaseProps<E>>;
  /** The run to save from a phase's events. */
  toRun: (events: E[], phase: RunPhase, aborted: boolean) => RunRecord;
  Result: ComponentType<{ run: Run }>;
  calibration: Calibration | null;
  onExit: () => void;
}) {
  const { t } = useTranslation('leistungstest');
  const [step, setStep] = useState<Step>('intro');
  const events = useRef<E[]>([]);
  // Whether the practice ran to its end before the scored phase (the server checks it).
  const practised = useRef(false);
  const save = useSaveRun();
  const heading = useRef<HTMLHeadingElement>(null);
  const running = step === 'practice' || step === 'scored';

  useEffect(() => {
    // A phase starts with its canvas at the top of the screen (on a phone the start button sat
    // further down); after it, the heading takes the focus.
    if (running) heading.current?.scrollIntoView({ block: 'start' });
    else heading.current?.focus();
  }, [running]);

  // The tap that ends a phase (pointerdown) is followed by the browser's click when the finger
  // lifts, on whatever the next step put under it ("Wertung starten", a link): that click is not
  // the learner's choice and is dropped. Keyboard clicks (detail 0) and new taps pass.
  const endedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    let lastDown = Number.NEGATIVE_INFINITY;
    const down = (event: PointerEvent) => {
      lastDown = event.timeStamp;
    };
    const click = (event: MouseEvent) => {
      if (event.detail > 0 && lastDown <= endedAt.current && event.timeStamp - endedAt.current < 3000) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('click', click, true);
    };
  }, []);

  const finish = (phase: RunPhase, aborted: boolean) => {
    endedAt.current = performance.now();
    save.mutate({ ...toRun(events.current, phase, aborted), practised: practised.current });
    setStep(aborted ? 'aborted' : 'saved');
  };

  useEffect(() => {
    if (!running) return;
    const phase: RunPhase = step;
    const leave = () => {
      if (document.visibilityState === 'hidden') finish(phase, true);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(phase, true);
    };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('keydown', onEscape);
    };
  });

  const start = (phase: 'practice' | 'scored') => {
    events.current = [];
    if (phase === 'practice') practised.current = false;
    setStep(phase);
  };

  return (
    <section aria-labelledby="task-heading" className="space-y-4">
      <h2 id="task-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t(`tasks.${task}.title`)}
        {running ? ` – ${t(`run.phase.${step}`)}` : null}
      </h2>
      {step === 'intro' ? (
        <div className="space-y-4">
          <div className="space-y-2">{instructions}</div>
          {example}
          {RAPID_SIGNAL_TASKS.has(task) ? <Alert tone="info">{t('flash.text')}</Alert> : null}
          <p>{t('run.noPause')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => start('practice')}>{t('run.startPractice')}</Button>
            <Button variant="secondary" onClick={onExit}>
              {t('run.back')}
            </Button>
          </div>
        </div>
      ) : null}
      {running ? (
        <div className="space-y-3">
          <Phase
            key={step}
            phase={step}
            calibration={calibration}
            report={(list) => {
              events.current = list;
            }}
            done={(list) => {
              events.current = list;
              if (step === 'practice') {
                endedAt.current = performance.now();
                practised.current = true;
                setStep('between');
              } else finish('scored', false);
            }}
          />
          <Button variant="secondary" onClick={() => finish(step, true)}>
            {t('run.abort')}
          </Button>
        </div>
      ) : null}
      {step === 'between' ? (
        <div className="space-y-3">
          <p>{t('run.between')}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => start('scored')}>{t('run.startScored')}</Button>
            <Button variant="secondary" onClick={() => start('practice')}>
              {t('run.again')}
            </Button>
            <Button variant="secondary" onClick={() => finish('practice', true)}>
              {t('run.abort')}
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'saved' || step === 'aborted' ? (
        <div className="space-y-4">
          {step === 'aborted' ? <Alert tone="info">{t('run.aborted')}</Alert> : null}
          {save.isPending ? <p role="status">{t('run.saving')}</p> : null}
          {save.isError ? (
            <Alert tone="error">{`${t('run.saveFailed')} ${t(errorKey(save.error))}`}</Alert>
          ) : null}
          {save.data && step === 'saved' ? <Result run={save.data} /> : null}
          {save.isSuccess ? <p role="status">{t('run.saved')}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => start('practice')}>{t('run.again')}</Button>
            <Button variant="secondary" onClick={onExit}>
              {t('run.back')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
