import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  generateScene,
  PERCEPTION_SCENES,
  type PerceptionAnswer,
  SCENE_MS,
  SCENE_PARTS,
  type Scene,
  type ScenePart,
} from '../../../../common/domain/leistungstest-perception.ts';
import { Button } from '../../../components/ui/button.tsx';
import { nextFrame, presentOnFrame, wait } from '../timing.ts';
import { SceneView } from './scene.tsx';
import type { PhaseProps } from './task-shell.tsx';

type Step = 'ready' | 'shown' | 'answer';

/** Traffic perception's phase (issue 29): a scene for about a second, then mark what was in it. */
export function PerceptionPhase({ phase, report, done }: PhaseProps<PerceptionAnswer>) {
  const { t } = useTranslation('leistungstest');
  const [scene, setScene] = useState<Scene | null>(null);
  const [step, setStep] = useState<Step>('ready');
  const [marked, setMarked] = useState<ScenePart[]>([]);
  const answers = useRef<PerceptionAnswer[]>([]);
  const first = useRef<HTMLInputElement>(null);
  const callbacks = useRef({ report, done });
  callbacks.current = { report, done };
  const total = PERCEPTION_SCENES[phase];

  const present = async () => {
    const next = generateScene(Math.random);
    setStep('ready');
    await wait(800);
    const onset = await presentOnFrame(() =>
      flushSync(() => {
        setScene(next);
        setStep('shown');
      }),
    );
    // Hidden on the first frame that would show it longer than SCENE_MS minus half a frame.
    let now = onset;
    while (now + 8 < onset + SCENE_MS) now = await nextFrame();
    flushSync(() => {
      setStep('answer');
      setMarked([]);
    });
    first.current?.focus();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per phase
  useEffect(() => {
    void present();
  }, []);

  const submit = () => {
    if (!scene) return;
    answers.current.push({ present: scene.present, marked });
    callbacks.current.report([...answers.current]);
    if (answers.current.length >= total) callbacks.current.done([...answers.current]);
    else void present();
  };

  return (
    <div className="space-y-3">
      <div data-task-canvas="perception" className="rounded-xl bg-white p-3">
        <p className="text-sm">{t('run.item', { current: answers.current.length + 1, total })}</p>
        {step === 'shown' ? (
          <SceneView scene={scene} />
        ) : (
          <div className="flex aspect-[5/3] w-full max-w-lg items-center justify-center rounded bg-slate-100 mx-auto">
            {step === 'ready' ? <span className="text-2xl font-bold">+</span> : null}
          </div>
        )}
      </div>
      {step === 'answer' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-2"
        >
          <fieldset>
            <legend className="font-medium">{t('perception.question')}</legend>
            <div className="mt-1 grid gap-1 sm:grid-cols-2">
              {SCENE_PARTS.map((kind, i) => (
                <label key={kind} className="flex min-h-12 touch-manipulation items-center gap-2">
                  <input
                    ref={i === 0 ? first : undefined}
                    type="checkbox"
                    className="size-5"
                    checked={marked.includes(kind)}
                    onChange={(event) =>
                      setMarked((list) =>
                        event.target.checked ? [...list, kind] : list.filter((k) => k !== kind),
                      )
                    }
                  />
                  {t(`perception.part.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit">{t('perception.next')}</Button>
        </form>
      ) : null}
    </div>
  );
}
