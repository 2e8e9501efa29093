import { Check, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import type { LearnerQuiz } from '../../../../common/schemas/videos.ts';
import { SavedOffline } from '../../../components/saved-offline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { newAttemptId } from '../../../lib/offline/attempt-id.ts';
import { useQueuedAnswers } from '../../../lib/offline/online.ts';

type Props = {
  quiz: LearnerQuiz;
  number: number;
  total: number;
  /** Sends the answer; `queued` in the outcome when it was saved offline (decision 027). */
  onSubmit: (
    selected: string[],
    attemptId: string,
    callbacks: { onSuccess: (outcome: { queued: boolean }) => void },
  ) => void;
  pending: boolean;
  failed: boolean;
};

const label = (index: number) => `${optionLetter(index)})`;

/**
 * One multi-select question (SPEC §4): unanswered until submitted, then locked; correct answers
 * green, wrong selections red (with icon and text, not colour alone), and the result message.
 */
export function QuizQuestion({ quiz, number, total, onSubmit, pending, failed }: Props) {
  const { t } = useTranslation('videos');
  const [selected, setSelected] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const result = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  const attempt = quiz.attempt;
  // Answered offline and waiting in the queue: shown as saved (locked, not judged).
  const queued = useQueuedAnswers().find((entry) => entry.key === quiz.id);
  const saved = attempt ? undefined : (queued?.body.selectedAnswers as string[] | undefined);
  const savedRef = useRef<HTMLDivElement>(null);
  const chosen = attempt ? attempt.selectedAnswers : (saved ?? selected);

  // Focus moves to the result once the server answered, however long it took; until then the
  // pressed button keeps focus (busy, not disabled).
  useEffect(() => {
    if (attempt && justSubmitted.current) {
      justSubmitted.current = false;
      result.current?.focus();
    }
  }, [attempt]);

  function toggle(option: string) {
    if (pending) return;
    setMissing(false);
    setSelected((list) => (list.includes(option) ? list.filter((o) => o !== option) : [...list, option]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) {
      setMissing(true);
      return;
    }
    if (saved || pending) return;
    justSubmitted.current = true;
    onSubmit(selected, newAttemptId(), {
      onSuccess: (outcome) => {
        if (!outcome.queued) return;
        justSubmitted.current = false;
        requestAnimationFrame(() => savedRef.current?.focus());
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      className="rounded-lg border border-slate-200 p-4"
      data-testid="video-quiz-question"
    >
      <fieldset
        disabled={Boolean(attempt || saved)}
        aria-busy={pending || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
      >
        <legend className="font-medium">
          <span className="block text-sm font-normal text-slate-600">
            {t('quiz.question', { number, total })}
          </span>
          <span lang={quiz.lang}>{quiz.question}</span>
          <GermanMarker lang={quiz.lang} />
        </legend>
        <ul className="mt-3 space-y-2">
          {quiz.options.map((option, index) => {
            const isChosen = chosen.includes(option);
            const isRight = attempt?.correctAnswers.includes(option) ?? false;
            const tone = !attempt
              ? 'border-slate-300 bg-white'
              : isRight
                ? 'border-green-700 bg-green-50 text-green-950'
                : isChosen
                  ? 'border-red-700 bg-red-50 text-red-950'
                  : 'border-slate-200 bg-white text-slate-600';
            return (
              <li key={option}>
                <label
                  className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${tone}`}
                  data-state={attempt ? (isRight ? 'correct' : isChosen ? 'wrong' : 'neutral') : 'open'}
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-indigo-700"
                    checked={isChosen}
                    onChange={() => toggle(option)}
                  />
                  <span className="font-semibold">{label(index)}</span>
                  <span className="flex-1" lang={quiz.lang}>
                    {option}
                  </span>
                  {attempt && isRight ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium">
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {t('quiz.isCorrect')}
                    </span>
                  ) : null}
                  {attempt && isChosen && !isRight ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium">
                      <X aria-hidden="true" className="h-4 w-4" />
                      {t('quiz.wrongChoice')}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {missing ? (
        <p id={`${id}-missing`} role="alert" className="mt-2 text-sm text-red-800">
          {t('quiz.selectOne')}
        </p>
      ) : null}
      {failed ? (
        <div className="mt-3">
          <Alert tone="error">{t('quiz.submitError')}</Alert>
        </div>
      ) : null}
      {attempt ? (
        <div ref={result} tabIndex={-1} className="mt-3 rounded-lg" data-testid="video-quiz-result">
          <Alert tone={attempt.isCorrect ? 'success' : 'error'}>
            <p>{attempt.isCorrect ? t('quiz.correct') : t('quiz.wrong')}</p>
            {attempt.explanation ? (
              <p className="mt-2" data-testid="quiz-explanation">
                <span className="font-medium">{t('quiz.explanation')}: </span>
                <span lang={quiz.lang}>{attempt.explanation}</span>
              </p>
            ) : null}
          </Alert>
        </div>
      ) : saved ? (
        <SavedOffline ref={savedRef} autoFocus={false} />
      ) : (
        <Button type="submit" className="mt-3" busy={pending}>
          {t('quiz.submit')}
        </Button>
      )}
    </form>
  );
}
