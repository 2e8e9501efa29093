import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DETERMINATION_KEYS,
  DETERMINATION_KINDS,
  DETERMINATION_PHASES,
  type DeterminationEvent,
  type DeterminationKind,
  judge,
  nextInterval,
  PACE,
} from '../../../../common/domain/leistungstest-determination.ts';
import { audioContext, nextFrame, presentOnFrame, scheduleTone, wait } from '../timing.ts';
import type { PhaseProps } from './task-shell.tsx';

const COLOURS: Partial<Record<DeterminationKind, string>> = {
  red: '#dc2626',
  yellow: '#facc15',
  green: '#16a34a',
  blue: '#2563eb',
  white: '#ffffff',
};
const BY_CODE = new Map(DETERMINATION_KINDS.map((kind) => [DETERMINATION_KEYS[kind], kind]));
const KEY_LABEL = (code: string) =>
  code.replace('Key', '').replace('ArrowLeft', '←').replace('ArrowRight', '→');

/** Determination's phase (issue 29): every signal its key, at a pace that adapts. */
export function DeterminationPhase({ phase, report, done }: PhaseProps<DeterminationEvent>) {
  const { t } = useTranslation('leistungstest');
  const lamp = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const pedal = useRef<HTMLDivElement>(null);
  const [part, setPart] = useState(1);
  const events = useRef<DeterminationEvent[]>([]);
  const callbacks = useRef({ report, done });
  callbacks.current = { report, done };
  const parts = phase === 'scored' ? DETERMINATION_PHASES.scored : 1;
  const press = (kind: DeterminationKind, stamp: number) =>
    events.current.push({ type: 'key', t: stamp, kind });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per phase
  useEffect(() => {
    const controller = new AbortController();
    // The signal on now (light, pedal or tone), for a scripted player in the browser test.
    const mark = (kind: DeterminationKind | null) => {
      if (canvas.current) canvas.current.dataset.signal = kind ?? 'none';
    };
    const show = (kind: DeterminationKind | null) => {
      mark(kind);
      if (lamp.current)
        lamp.current.style.backgroundColor = kind && COLOURS[kind] ? COLOURS[kind]! : '#1e293b';
      if (pedal.current) pedal.current.dataset.pedal = kind === 'left' || kind === 'right' ? kind : 'none';
    };
    async function run() {
      const context = await audioContext();
      let interval: number = PACE.startMs;
      let previous: DeterminationKind | null = null;
      for (let p = 0; p < parts; p++) {
        setPart(p + 1);
        const phaseEnd =
          performance.now() +
          (phase === 'scored' ? DETERMINATION_PHASES.phaseMs : DETERMINATION_PHASES.practiceMs);
        while (performance.now() < phaseEnd) {
          const choices = DETERMINATION_KINDS.filter(
            (kind) => kind !== previous && (context || (kind !== 'high' && kind !== 'low')),
          );
          const kind = choices[Math.floor(Math.random() * choices.length)]!;
          previous = kind;
          let onset: number;
          if (kind === 'high' || kind === 'low') {
            onset = scheduleTone(context!, kind === 'high' ? 1200 : 400, 30, Math.min(400, interval));
            mark(kind);
          } else onset = await presentOnFrame(() => show(kind));
          const end = onset + interval;
          let now = performance.now();
          while (now + 8 < end) now = await nextFrame();
          await presentOnFrame(() => show(null));
          await wait(PACE.gapMs, controller.signal);
          const signal = { type: 'signal' as const, t: onset, end, kind, phase: p };
          events.current.push(signal);
          const keys = events.current.flatMap((e) => (e.type === 'key' ? [e] : []));
          interval = nextInterval(interval, judge(signal, keys, end + PACE.gapMs).outcome);
          callbacks.current.report([...events.current]);
        }
      }
      callbacks.current.done([...events.current]);
    }
    run().catch(() => undefined);
    const keydown = (event: KeyboardEvent) => {
      const kind = BY_CODE.get(event.code);
      if (!kind) return;
      event.preventDefault();
      if (!event.repeat) press(kind, event.timeStamp);
    };
    window.addEventListener('keydown', keydown);
    return () => {
      controller.abort();
      window.removeEventListener('keydown', keydown);
    };
  }, []);

  return (
    <div
      ref={canvas}
      data-task-canvas="determination"
      data-signal="none"
      className="space-y-3 rounded-xl bg-slate-900 p-4 text-white"
    >
      <p className="text-sm">{t('determination.part', { current: part, total: parts })}</p>
      <div className="flex items-center justify-center gap-4">
        <div
          ref={lamp}
          aria-hidden="true"
          className="size-28 rounded-full border-4 border-slate-600 bg-slate-800"
        />
      </div>
      <div
        ref={pedal}
        data-pedal="none"
        aria-hidden="true"
        className="group flex h-10 justify-between px-6 text-3xl font-bold"
      >
        <span className="invisible group-data-[pedal=left]:visible">◀</span>
        <span className="invisible group-data-[pedal=right]:visible">▶</span>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-9">
        {DETERMINATION_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="min-h-14 touch-manipulation select-none rounded border border-slate-500 px-1 text-sm"
            onContextMenu={(event) => event.preventDefault()}
            onPointerDown={(event) => press(kind, event.timeStamp)}
          >
            {t(`determination.kind.${kind}`)} ({KEY_LABEL(DETERMINATION_KEYS[kind])})
          </button>
        ))}
      </div>
    </div>
  );
}
