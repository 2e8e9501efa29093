import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationRun } from '../../../../common/schemas/simulation.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { useHandIn, useSaveAnswer } from '../simulation-api.ts';
import { Countdown } from './countdown.tsx';
import { QuestionView } from './question-view.tsx';

/**
 * The result replaces the runner once React has rendered it, which on a busy device can take more
 * than one frame: look for its heading frame by frame (about a second at most).
 */
function focusResult(frames = 60) {
  requestAnimationFrame(() => {
    const heading = document.getElementById('result-title');
    if (heading) heading.focus();
    else if (frames > 0) focusResult(frames - 1);
  });
}

/**
 * A running simulation: one question at a time, free to move back and forth, answers saved as they
 * change (no feedback), handed in by the learner or when the countdown reaches zero.
 */
export function SimulationRunner({ run }: { run: SimulationRun }) {
  const { t } = useTranslation('exam');
  const [answers, setAnswers] = useState(run.answers);
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [offsetMs] = useState(() => Date.parse(run.now) - Date.now());
  const save = useSaveAnswer(run.id);
  const handIn = useHandIn(run.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questions = run.questions;
  const question = questions[index]!;
  const selected = answers[question.id] ?? [];
  const answeredCount = questions.filter((q) => (answers[q.id] ?? []).length > 0).length;

  function submit() {
    if (handIn.isPending) return;
    handIn.mutate(undefined, { onSuccess: () => focusResult() });
  }

  function toggle(option: string) {
    const next = question.multiple
      ? selected.includes(option)
        ? selected.filter((o) => o !== option)
        : [...selected, option]
      : [option];
    setAnswers((all) => ({ ...all, [question.id]: next }));
    save.mutate(
      { questionId: question.id, selected: next },
      // The time is up on the server: hand in, which shows the result.
      { onError: (error) => error instanceof ApiError && error.status === 409 && submit() },
    );
  }

  function go(to: number) {
    setIndex(to);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {t('simulation.answered', { count: answeredCount, total: questions.length })}
        </p>
        <Countdown deadline={Date.parse(run.deadlineAt)} offsetMs={offsetMs} onTimeUp={submit} />
      </div>
      <nav aria-label={t('simulation.questionNav')} className="mb-6">
        <ol className="flex flex-wrap gap-2">
          {questions.map((q, i) => {
            const done = (answers[q.id] ?? []).length > 0;
            return (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={t(done ? 'simulation.gotoAnswered' : 'simulation.gotoOpen', { number: i + 1 })}
                  className={`relative h-11 w-11 rounded-lg border-2 font-semibold ${i === index ? 'border-indigo-700 ring-2 ring-indigo-300' : 'border-slate-300'} ${done ? 'bg-indigo-100 text-indigo-900' : 'bg-white text-slate-800'}`}
                >
                  {i + 1}
                  {done ? (
                    <Check
                      aria-hidden="true"
                      className="absolute -top-1.5 -right-1.5 h-4 w-4 rounded-full bg-indigo-700 p-0.5 text-white"
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="mb-2 text-sm text-slate-700">
        {t('quiz.progress', { current: index + 1, total: questions.length })}
      </p>
      <QuestionView
        question={question}
        selected={selected}
        result={undefined}
        onToggle={toggle}
        headingRef={headingRef}
      />
      <div className="mt-4 space-y-3">
        {save.isError && !(save.error instanceof ApiError && save.error.status === 409) ? (
          <Alert tone="error">{t('simulation.saveError')}</Alert>
        ) : null}
        {handIn.isError ? <Alert tone="error">{t(errorKey(handIn.error))}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('simulation.previous')}
        </Button>
        <Button variant="secondary" onClick={() => go(index + 1)} disabled={index >= questions.length - 1}>
          {t('quiz.next')}
        </Button>
        <Button onClick={() => setConfirming(true)} busy={handIn.isPending}>
          {t('simulation.handIn')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('simulation.handInTitle')}
        message={
          answeredCount < questions.length
            ? t('simulation.handInOpen', { count: questions.length - answeredCount })
            : t('simulation.handInAll')
        }
        confirmLabel={t('simulation.handIn')}
        cancelLabel={t('simulation.keepGoing')}
        busy={handIn.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit();
        }}
      />
    </div>
  );
}
