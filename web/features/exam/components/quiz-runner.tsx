import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { AnswerResult, QuizMode } from '../../../../common/schemas/exam.ts';
import { SavedOffline } from '../../../components/saved-offline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { newAttemptId } from '../../../lib/offline/attempt-id.ts';
import { useAnswer, useQuizPages } from '../api.ts';
import { AnswerFeedback } from './answer-feedback.tsx';
import { QuestionView } from './question-view.tsx';
import { QuizSummary } from './quiz-summary.tsx';

const PREFETCH_AHEAD = 5;

/**
 * Question by question (SPEC §2, §4): unanswered → answered (locked, result and explanation from
 * the server) → next or finish; restart resets index, selection and results (a new run). Offline,
 * an answer is saved (locked, not judged) and the learner goes on; the summary counts it apart.
 */
export function QuizRunner({
  mode,
  categoryId,
  first,
}: {
  mode: QuizMode;
  categoryId?: string;
  /** A linked question that comes first (an assistant source). */
  first?: string;
}) {
  const { t } = useTranslation('exam');
  const quiz = useQuizPages(mode, categoryId, 0, true, first);
  const answer = useAnswer();
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [results, setResults] = useState<Record<string, AnswerResult>>({});
  // Answered offline (decision 027): saved in the queue, judged once sent.
  const [saved, setSaved] = useState<Record<string, true>>({});
  // One attempt id per question shown: a resend of the same answer is stored once.
  const attemptId = useRef(newAttemptId());
  const [finished, setFinished] = useState(false);
  const [restartedRun, setRestartedRun] = useState<string | null>(null);
  const [needSelection, setNeedSelection] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (quiz.isPending) return <Spinner label={t('common:loading')} />;
  if (quiz.isError) {
    const missing = quiz.error instanceof ApiError && quiz.error.status === 404;
    return (
      <div className="space-y-4">
        <Alert tone="error">{missing ? t('quiz.notFound') : t(errorKey(quiz.error))}</Alert>
        <BackLink />
      </div>
    );
  }

  const pages = quiz.data.pages;
  const questions = pages.flatMap((page) => page.questions);
  const total = Math.max(pages[0]?.total ?? 0, questions.length);
  const runId = restartedRun ?? pages[0]!.runId;
  const answered = Object.values(results);
  const correct = answered.filter((r) => r.correct).length;

  if (total === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="text-xl font-semibold">{t('quiz.emptyTitle')}</h2>
        <p className="mt-2 text-slate-700">
          {mode === 'wrong' ? t('quiz.emptyWrong') : t('quiz.emptyCategory')}
        </p>
        <div className="mt-4">
          <BackLink />
        </div>
      </div>
    );
  }

  function restart() {
    setRestartedRun(newAttemptId());
    setIndex(0);
    setSelected([]);
    setResults({});
    setSaved({});
    attemptId.current = newAttemptId();
    setFinished(false);
    setNeedSelection(false);
    answer.reset();
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function finish() {
    setFinished(true);
    requestAnimationFrame(() => document.getElementById('summary-title')?.focus());
  }

  if (finished)
    return (
      <QuizSummary
        correct={correct}
        answered={answered.length}
        saved={Object.keys(saved).length}
        onRestart={restart}
      />
    );

  const question = questions[index];
  if (!question) return <Spinner label={t('quiz.loadingMore')} />;
  const result = results[question.id];
  const isSaved = saved[question.id] === true;
  const done = result !== undefined || isSaved;
  const isLast = index >= questions.length - 1 && !quiz.hasNextPage;

  function toggle(option: string) {
    setNeedSelection(false);
    if (!question!.multiple) return setSelected([option]);
    setSelected((current) =>
      current.includes(option) ? current.filter((o) => o !== option) : [...current, option],
    );
  }

  function check() {
    if (selected.length === 0) return setNeedSelection(true);
    const id = question!.id;
    answer.mutate(
      { questionId: id, runId, attemptId: attemptId.current, selected },
      {
        onSuccess: (outcome) => {
          if (outcome.queued) setSaved((all) => ({ ...all, [id]: true }));
          else setResults((all) => ({ ...all, [id]: outcome.result }));
        },
      },
    );
  }

  function next() {
    if (quiz.hasNextPage && !quiz.isFetchingNextPage && index + PREFETCH_AHEAD >= questions.length) {
      void quiz.fetchNextPage();
    }
    setIndex(index + 1);
    setSelected([]);
    attemptId.current = newAttemptId();
    answer.reset();
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  return (
    <div>
      <div className="mb-4">
        <p id="quiz-progress-label" className="text-sm text-slate-700">
          {t('quiz.progress', { current: index + 1, total })}
        </p>
        <progress
          aria-labelledby="quiz-progress-label"
          max={total}
          value={index + (done ? 1 : 0)}
          className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-indigo-700"
        />
      </div>
      <QuestionView
        question={question}
        selected={selected}
        result={result}
        onToggle={toggle}
        headingRef={headingRef}
        saved={isSaved}
      />
      {isSaved ? <SavedOffline /> : null}
      <AnswerFeedback
        needSelection={needSelection}
        failed={answer.isError}
        result={result}
        lang={question.lang}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        {!done ? (
          <Button onClick={check} busy={answer.isPending}>
            {t('quiz.check')}
          </Button>
        ) : isLast ? (
          <Button onClick={finish}>{t('quiz.finish')}</Button>
        ) : (
          <Button onClick={next}>{t('quiz.next')}</Button>
        )}
        <Button variant="secondary" onClick={restart}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('quiz.restart')}
        </Button>
      </div>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('exam');
  return (
    <Link
      href={paths.courses}
      className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 font-medium text-white hover:bg-indigo-800"
    >
      {t('quiz.back')}
    </Link>
  );
}
