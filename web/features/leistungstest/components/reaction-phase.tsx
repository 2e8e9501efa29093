import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionMode } from '../../../../common/domain/leistungstest.ts';
import {
  REACTION_RULES,
  REACTION_TRIALS,
  type ReactionEvent,
} from '../../../../common/domain/leistungstest-reaction.ts';
import { foreperiodMs, reactionSignals } from '../reaction-trials.ts';
import { audioContext, presentOnFrame, scheduleTone, wait } from '../timing.ts';
import type { PhaseProps } from './task-shell.tsx';

type Light = 'off' | 'yellow' | 'red';
type Message = 'rest' | 'wait' | 'tooEarly' | 'go';

/** Resolves on the next input of one of `types` (or after `timeoutMs` with null). */
type Waiter = { types: ReactionEvent['type'][]; resolve: (event: ReactionEvent | null) => void };

/**
 * The reaction task's phase (issue 29): rest on J (or the rest area), leave it when the signal
 * comes, press Space (or the reaction area). Events carry the browser's time stamps.
 */
export function ReactionPhase({
  mode,
  phase,
  report,
  done,
}: PhaseProps<ReactionEvent> & { mode: ReactionMode }) {
  const { t } = useTranslation('leistungstest');
  const lamp = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<Message>('rest');
  const [trial, setTrial] = useState(0);
  const total = REACTION_TRIALS[mode][phase];
  const input = useRef<(event: ReactionEvent) => void>(() => undefined);
  const callbacks = useRef({ report, done });
  callbacks.current = { report, done };

  useEffect(() => {
    const controller = new AbortController();
    const events: ReactionEvent[] = [];
    let resting = false;
    let waiter: Waiter | null = null;
    const setLight = (light: Light) => {
      if (lamp.current) lamp.current.dataset.light = light;
    };

    input.current = (event) => {
      if (event.type === 'rest') {
        if (resting) return;
        resting = true;
      }
      if (event.type === 'release') {
        if (!resting) return;
        resting = false;
      }
      events.push(event);
      if (waiter?.types.includes(event.type)) {
        const current = waiter;
        waiter = null;
        current.resolve(event);
      }
    };
    const next = (types: ReactionEvent['type'][], timeoutMs = Number.POSITIVE_INFINITY) =>
      new Promise<ReactionEvent | null>((resolve) => {
        const timer = Number.isFinite(timeoutMs) ? setTimeout(() => resolve(null), timeoutMs) : undefined;
        waiter = {
          types,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        controller.signal.addEventListener('abort', () => clearTimeout(timer));
      });

    async function run() {
      const context = mode === 'light' ? null : await audioContext();
      const signals = reactionSignals(mode, total);
      for (let i = 0; i < signals.length; i++) {
        const signal = signals[i]!;
        setTrial(i + 1);
        for (;;) {
          if (!resting) {
            setMessage('rest');
            await next(['rest']);
          }
          setMessage('wait');
          const early = await next(['release'], foreperiodMs());
          if (!early) break;
          setMessage('tooEarly');
          await wait(1000, controller.signal);
        }
        if (controller.signal.aborted) return;
        let onset: number;
        if (signal.light) {
          onset = await presentOnFrame(() => {
            setLight(signal.light!);
            if (signal.tone && context) scheduleTone(context, 880, 16);
          });
        } else onset = context ? scheduleTone(context, 880, 50) : performance.now();
        events.push({ type: 'signal', t: onset, signal });
        const release = await next(['release'], REACTION_RULES.windowMs);
        if (release) await next(['press'], REACTION_RULES.windowMs);
        await presentOnFrame(() => setLight('off'));
        callbacks.current.report([...events]);
        await wait(400, controller.signal);
      }
      callbacks.current.done([...events]);
    }
    run().catch(() => undefined);
    return () => controller.abort();
  }, [mode, total]);

  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.code === 'KeyJ' || event.code === 'Space') event.preventDefault();
      if (event.repeat) return;
      if (event.code === 'KeyJ') input.current({ type: 'rest', t: event.timeStamp });
      if (event.code === 'Space') input.current({ type: 'press', t: event.timeStamp });
    };
    const keyup = (event: KeyboardEvent) => {
      if (event.code === 'KeyJ') input.current({ type: 'release', t: event.timeStamp });
    };
    window.addEventListener('keydown', keydown);
    window.addEventListener('keyup', keyup);
    return () => {
      window.removeEventListener('keydown', keydown);
      window.removeEventListener('keyup', keyup);
    };
  }, []);

  const zone =
    'flex min-h-28 flex-1 touch-none select-none items-center [-webkit-touch-callout:none] justify-center rounded-xl border-2 p-3 text-center font-medium';
  return (
    <div data-task-canvas="reaction" className="space-y-4 rounded-xl bg-slate-900 p-4 text-white">
      <p className="text-sm">{t('run.trial', { current: trial, total })}</p>
      <div className="flex justify-center">
        <div
          ref={lamp}
          data-light="off"
          aria-hidden="true"
          className="size-32 rounded-full border-4 border-slate-600 bg-slate-800 data-[light=red]:bg-red-600 data-[light=yellow]:bg-yellow-300"
        />
      </div>
      <p role="status" className="min-h-6 text-center">
        {t(`reaction.message.${message}`)}
      </p>
      <div className="flex gap-3">
        <div
          className={`${zone} border-slate-400`}
          onPointerDown={(event) => input.current({ type: 'rest', t: event.timeStamp })}
          onPointerUp={(event) => input.current({ type: 'release', t: event.timeStamp })}
          onPointerCancel={(event) => input.current({ type: 'release', t: event.timeStamp })}
          onPointerLeave={(event) => input.current({ type: 'release', t: event.timeStamp })}
        >
          {t('reaction.restZone')}
        </div>
        <div
          className={`${zone} border-yellow-300`}
          onPointerDown={(event) => input.current({ type: 'press', t: event.timeStamp })}
        >
          {t('reaction.reactZone')}
        </div>
      </div>
    </div>
  );
}
