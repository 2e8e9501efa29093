import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  CONCENTRATION_SECONDS,
  type ComparisonItem,
  type Figure,
  generateComparison,
  CONCENTRATION_PRACTICE_ITEMS as PRACTICE_ITEMS,
} from '../../../../common/domain/leistungstest-concentration.ts';
import type { TimedAnswer } from '../../../../common/domain/leistungstest-score.ts';
import { presentOnFrame } from '../timing.ts';
import type { PhaseProps } from './task-shell.tsx';

function Grid({ figure, label }: { figure: Figure; label: string }) {
  return (
    <figure className="text-center">
      <svg viewBox="0 0 90 90" className="size-28 sm:size-36" aria-hidden="true">
        {figure.map((filled, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the nine fixed cells
            key={i}
            x={(i % 3) * 30 + 1}
            y={Math.floor(i / 3) * 30 + 1}
            width={28}
            height={28}
            fill={filled ? '#1e293b' : '#f1f5f9'}
            stroke="#94a3b8"
          />
        ))}
      </svg>
      <figcaption className="text-sm">{label}</figcaption>
    </figure>
  );
}

/** Figural comparison's phase (issue 29): F = same, J = different (or the two buttons). */
export function ConcentrationPhase({ phase, report, done }: PhaseProps<TimedAnswer>) {
  const { t } = useTranslation('leistungstest');
  const [item, setItem] = useState<ComparisonItem | null>(null);
  const [count, setCount] = useState(0);
  const state = useRef({
    onset: 0,
    start: 0,
    answers: [] as TimedAnswer[],
    item: null as ComparisonItem | null,
    over: false,
  });
  const callbacks = useRef({ report, done });
  callbacks.current = { report, done };

  const show = async () => {
    const next = generateComparison(Math.random);
    state.current.item = null;
    state.current.onset = await presentOnFrame(() => flushSync(() => setItem(next)));
    state.current.item = next;
  };
  const answer = (same: boolean, stamp: number) => {
    const current = state.current;
    if (current.over || !current.item) return;
    current.answers.push({ onset: current.onset, t: stamp, correct: same === current.item.same });
    setCount(current.answers.length);
    callbacks.current.report([...current.answers]);
    const timeUp = phase === 'scored' && stamp - current.start >= CONCENTRATION_SECONDS * 1000;
    if ((phase === 'practice' && current.answers.length >= PRACTICE_ITEMS) || timeUp) {
      current.over = true;
      callbacks.current.done([...current.answers]);
    } else void show();
  };
  const answerRef = useRef(answer);
  answerRef.current = answer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per phase
  useEffect(() => {
    state.current.start = performance.now();
    void show();
    const keydown = (event: KeyboardEvent) => {
      if (event.repeat) return;
      if (event.code === 'KeyF') answerRef.current(true, event.timeStamp);
      if (event.code === 'KeyJ') answerRef.current(false, event.timeStamp);
    };
    window.addEventListener('keydown', keydown);
    // The scored phase ends after its time even without a further answer.
    const timer =
      phase === 'scored'
        ? setTimeout(() => {
            if (state.current.over) return;
            state.current.over = true;
            callbacks.current.done([...state.current.answers]);
          }, CONCENTRATION_SECONDS * 1000)
        : undefined;
    return () => {
      window.removeEventListener('keydown', keydown);
      clearTimeout(timer);
    };
  }, []);

  return (
    <div data-task-canvas="concentration" className="space-y-3 rounded-xl bg-white p-3">
      <p className="text-sm">
        {phase === 'practice'
          ? t('run.item', { current: count + 1, total: PRACTICE_ITEMS })
          : t('concentration.timed', { count, minutes: CONCENTRATION_SECONDS / 60 })}
      </p>
      {item ? (
        <div className="flex justify-center gap-6">
          <Grid figure={item.model} label={t('concentration.model')} />
          <Grid figure={item.candidate} label={t('concentration.candidate')} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className="min-h-16 touch-manipulation select-none rounded-lg border-2 border-slate-500 font-semibold"
          onPointerDown={(event) => answer(true, event.timeStamp)}
        >
          {t('concentration.same')}
        </button>
        <button
          type="button"
          className="min-h-16 touch-manipulation select-none rounded-lg border-2 border-slate-500 font-semibold"
          onPointerDown={(event) => answer(false, event.timeStamp)}
        >
          {t('concentration.different')}
        </button>
      </div>
    </div>
  );
}
