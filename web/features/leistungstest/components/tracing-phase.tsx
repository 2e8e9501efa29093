import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TimedAnswer } from '../../../../common/domain/leistungstest-score.ts';
import {
  generateTracing,
  TRACING_ITEMS,
  TRACING_LINES,
  TRACING_SIZE,
  type TracingItem,
  tracingAnswer,
} from '../../../../common/domain/leistungstest-tracing.ts';
import { presentOnFrame } from '../timing.ts';
import type { PhaseProps } from './task-shell.tsx';

const NUMBERS = Array.from({ length: TRACING_LINES }, (_, i) => i + 1);

/** Line tracing's phase (issue 29): press (or tap) the end number of the marked line. */
export function TracingPhase({ phase, report, done }: PhaseProps<TimedAnswer>) {
  const { t } = useTranslation('leistungstest');
  const [item, setItem] = useState<TracingItem | null>(null);
  // -1 until the first item is visible: the counter shows only what can be answered.
  const [index, setIndex] = useState(-1);
  const state = useRef({
    onset: 0,
    answers: [] as TimedAnswer[],
    item: null as TracingItem | null,
    busy: true,
  });
  const callbacks = useRef({ report, done });
  callbacks.current = { report, done };
  const total = TRACING_ITEMS[phase];

  const show = async (next: number) => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const generated = generateTracing(seed);
    state.current.busy = true;
    state.current.onset = await presentOnFrame(() => flushSync(() => setItem(generated)));
    state.current.item = generated;
    state.current.busy = false;
    // The counter moves once the item is visible and answers count.
    setIndex(next);
  };

  const answer = (number: number, stamp: number) => {
    const current = state.current;
    if (current.busy || !current.item) return;
    current.answers.push({ onset: current.onset, t: stamp, correct: number === tracingAnswer(current.item) });
    callbacks.current.report([...current.answers]);
    if (current.answers.length >= total) {
      current.busy = true;
      callbacks.current.done([...current.answers]);
    } else void show(current.answers.length);
  };
  const answerRef = useRef(answer);
  answerRef.current = answer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per phase
  useEffect(() => {
    void show(0);
    const keydown = (event: KeyboardEvent) => {
      const digit = /^(Digit|Numpad)([1-9])$/.exec(event.code);
      if (digit && !event.repeat) answerRef.current(Number(digit[2]), event.timeStamp);
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);

  const marked = item ? item.lines[item.marked] : null;
  return (
    <div data-task-canvas="tracing" className="space-y-3 rounded-xl bg-white p-3">
      <p className="min-h-5 text-sm">{index >= 0 ? t('run.item', { current: index + 1, total }) : null}</p>
      <svg
        viewBox={`0 0 ${TRACING_SIZE.width} ${TRACING_SIZE.height}`}
        className="mx-auto block h-auto w-full max-w-md"
        aria-hidden="true"
      >
        {item?.lines.map((line) => (
          <path key={line.start} d={line.path} fill="none" stroke="#334155" strokeWidth={2} />
        ))}
        {marked ? (
          <circle cx={20 + marked.start * 40} cy={30} r={9} fill="#b45309" data-marked={marked.start} />
        ) : null}
        {NUMBERS.map((n) => (
          <text key={n} x={20 + (n - 1) * 40} y={TRACING_SIZE.height - 12} fontSize={18} textAnchor="middle">
            {n}
          </text>
        ))}
      </svg>
      <div className="grid grid-cols-9 gap-1">
        {NUMBERS.map((n) => (
          <button
            key={n}
            type="button"
            className="min-h-12 touch-manipulation select-none rounded border border-slate-400 text-lg font-semibold"
            onPointerDown={(event) => answer(n, event.timeStamp)}
          >
            {n}
          </button>
        ))}
      </div>
      <p className="text-sm">{t('tracing.hint')}</p>
    </div>
  );
}
