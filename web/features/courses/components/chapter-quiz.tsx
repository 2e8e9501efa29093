import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterQuiz as Quiz } from '../../../../common/schemas/courses.ts';
import { SavedOffline } from '../../../components/saved-offline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { newAttemptId } from '../../../lib/offline/attempt-id.ts';
import { useQueuedAnswers } from '../../../lib/offline/online.ts';
import { useAnswerQuiz } from '../api.ts';

/** 'Überprüfen Sie Ihr Wissen' under a chapter (SPEC §4 Chapter quiz). */
export function ChapterQuiz({
  courseId,
  chapterId,
  quizzes,
}: {
  courseId: string;
  chapterId: string;
  quizzes: Quiz[];
}) {
  const { t } = useTranslation('courses');
  const headingId = useId();
  if (quizzes.length === 0) return null;
  const answered = quizzes.filter((q) => q.attempt);
  const correct = answered.filter((q) => q.attempt?.isCorrect).length;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50/50 p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {t('quiz.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('quiz.hint')}</p>
      <ol className="mt-4 space-y-6">
        {quizzes.map((quiz, index) => (
          <li key={quiz.id}>
            <QuizQuestion
              courseId={courseId}
              chapterId={chapterId}
              quiz={quiz}
              label={t('quiz.question', { number: index + 1, total: quizzes.length })}
            />
          </li>
        ))}
      </ol>
      {answered.length === quizzes.length ? (
        <p className="mt-4 font-medium">{t('quiz.score', { correct, total: quizzes.length })}</p>
      ) : null}
    </section>
  );
}

function QuizQuestion({
  courseId,
  chapterId,
  quiz,
  label,
}: {
  courseId: string;
  chapterId: string;
  quiz: Quiz;
  label: string;
}) {
  const { t } = useTranslation('courses');
  const answer = useAnswerQuiz(courseId, chapterId);
  const result = useRef<HTMLDivElement>(null);
  const justAnswered = useRef(false);
  const attempt = quiz.attempt;
  // Answered offline and waiting in the queue (decision 027): shown as saved, not judged.
  const saved = useQueuedAnswers().find((queued) => queued.key === quiz.id);
  const savedAnswer = attempt ? undefined : (saved?.body.answer as string | undefined);
  const savedRef = useRef<HTMLDivElement>(null);

  // Focus moves to the result once it is rendered, however long the server took (the clicked
  // button is gone by then).
  useEffect(() => {
    if (attempt && justAnswered.current) {
      justAnswered.current = false;
      result.current?.focus();
    }
  }, [attempt]);

  function choose(option: string) {
    if (attempt || savedAnswer || answer.isPending) return;
    justAnswered.current = true;
    answer.mutate(
      { quizId: quiz.id, answer: option, attemptId: newAttemptId() },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) return;
          justAnswered.current = false;
          requestAnimationFrame(() => savedRef.current?.focus());
        },
        onError: () => {
          justAnswered.current = false;
        },
      },
    );
  }

  return (
    <fieldset className="min-w-0">
      <legend className="font-medium">
        <span className="sr-only">{label}: </span>
        <span lang={quiz.lang}>{quiz.question}</span>
        <GermanMarker lang={quiz.lang} />
      </legend>
      {attempt ? (
        <>
          <ul className="mt-2 space-y-2">
            {quiz.options.map((option) => {
              const chosen = option === attempt.answer;
              const right = option === attempt.correctAnswer;
              const tone = right
                ? 'border-green-700 bg-green-50 text-green-950'
                : chosen
                  ? 'border-red-700 bg-red-50 text-red-950'
                  : 'border-slate-200 bg-white text-slate-700';
              return (
                <li
                  key={option}
                  data-state={right ? 'correct' : chosen ? 'wrong' : 'other'}
                  className={`flex min-h-11 items-center gap-2 rounded-lg border-2 px-3 py-2 ${tone}`}
                >
                  {right ? <Check aria-hidden="true" className="h-5 w-5 shrink-0" /> : null}
                  {!right && chosen ? <X aria-hidden="true" className="h-5 w-5 shrink-0" /> : null}
                  <span lang={quiz.lang}>{option}</span>
                  {chosen || right ? (
                    <span className="ml-auto text-sm font-medium">
                      {[chosen ? t('quiz.yourAnswer') : null, right ? t('quiz.rightAnswer') : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {/* The result and its explanation are read together when focus moves here. */}
          <div ref={result} tabIndex={-1} role="status" className="mt-2">
            <p className={`font-medium ${attempt.isCorrect ? 'text-green-800' : 'text-red-800'}`}>
              {attempt.isCorrect ? t('quiz.correct') : t('quiz.wrong', { answer: attempt.correctAnswer })}
            </p>
            {attempt.explanation ? (
              <p className="mt-1 text-slate-800" data-testid="quiz-explanation">
                <span className="font-medium">{t('quiz.explanation')}: </span>
                <span lang={quiz.lang}>{attempt.explanation}</span>
              </p>
            ) : null}
          </div>
        </>
      ) : savedAnswer ? (
        <>
          <ul className="mt-2 space-y-2">
            {quiz.options.map((option) => (
              <li
                key={option}
                data-state={option === savedAnswer ? 'saved' : 'other'}
                className={`flex min-h-11 items-center gap-2 rounded-lg border-2 px-3 py-2 ${option === savedAnswer ? 'border-indigo-700 bg-indigo-50 text-indigo-950' : 'border-slate-200 bg-white text-slate-700'}`}
              >
                <span>{option}</span>
                {option === savedAnswer ? (
                  <span className="ml-auto text-sm font-medium">{t('quiz.yourAnswer')}</span>
                ) : null}
              </li>
            ))}
          </ul>
          <SavedOffline ref={savedRef} autoFocus={false} />
        </>
      ) : (
        <ul className="mt-2 space-y-2">
          {quiz.options.map((option) => (
            <li key={option}>
              <button
                type="button"
                // Busy, not disabled: the pressed option keeps the focus until the result takes it.
                aria-disabled={answer.isPending || undefined}
                onClick={() => choose(option)}
                className="flex min-h-11 w-full items-center rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-left hover:border-indigo-600 hover:bg-indigo-50 aria-disabled:cursor-wait"
                lang={quiz.lang}
              >
                {option}
              </button>
            </li>
          ))}
        </ul>
      )}
      {answer.isError ? (
        <div className="mt-2">
          <Alert tone="error">{t('quiz.answerError')}</Alert>
        </div>
      ) : null}
    </fieldset>
  );
}
