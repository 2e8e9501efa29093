import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { ReviewAnswer } from '../../../../common/schemas/reviews.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { SavedOffline } from '../../../components/saved-offline.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import '../i18n.ts';
import { dateFormat } from '../../../lib/format.ts';
import { newAttemptId } from '../../../lib/offline/attempt-id.ts';
import { AnswerFeedback } from '../components/answer-feedback.tsx';
import { QuestionView } from '../components/question-view.tsx';
import { useReviewAnswer, useReviewSession } from '../reviews-api.ts';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100';

/** /dashboard/review: today's due questions one by one (FSRS, issue 11), then a short summary. */
export default function ReviewPage() {
  const { t, i18n } = useTranslation(['reviews', 'exam']);
  const [round, setRound] = useState(0);
  const session = useReviewSession(round);
  const answer = useReviewAnswer();
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [result, setResult] = useState<ReviewAnswer>();
  const [saved, setSaved] = useState(false);
  const [done, setDone] = useState(0);
  const [needSelection, setNeedSelection] = useState(false);
  // One attempt id per question shown: a retry after a lost response is stored once.
  const attemptId = useRef(newAttemptId());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const date = dateFormat(i18n.language, { dateStyle: 'long' });

  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());

  function advance() {
    setIndex((i) => i + 1);
    setSelected([]);
    setResult(undefined);
    setSaved(false);
    setNeedSelection(false);
    attemptId.current = newAttemptId();
    answer.reset();
    focusHeading();
  }

  function startAgain() {
    setRound((r) => r + 1);
    setIndex(0);
    setSelected([]);
    setResult(undefined);
    setSaved(false);
    attemptId.current = newAttemptId();
  }

  let body: ReactNode;
  if (session.isPending) body = <Loading />;
  else if (session.isError)
    body = <LoadError message={t(errorKey(session.error))} onRetry={() => session.refetch()} />;
  else {
    const { items, dueCount } = session.data;
    const question = items[index];
    if (!question) {
      const empty = items.length === 0;
      body = (
        <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
            {empty ? t('session.emptyTitle') : t('session.doneTitle')}
          </h2>
          <p className="mt-2 text-slate-700">
            {empty ? t('session.emptyText') : t('session.doneText', { count: done })}
          </p>
          {!empty && dueCount > items.length ? (
            <Button className="mt-4" onClick={startAgain}>
              {t('session.more')}
            </Button>
          ) : null}
        </div>
      );
    } else {
      const toggle = (option: string) => {
        setNeedSelection(false);
        if (!question.multiple) return setSelected([option]);
        setSelected((current) =>
          current.includes(option) ? current.filter((o) => o !== option) : [...current, option],
        );
      };
      const check = () => {
        if (selected.length === 0) return setNeedSelection(true);
        answer.mutate(
          { questionId: question.id, attemptId: attemptId.current, selected },
          {
            onSuccess: (outcome) => {
              if (outcome.queued) setSaved(true);
              else setResult(outcome.result);
              setDone((n) => n + 1);
            },
          },
        );
      };
      body = (
        <div>
          <p className="mb-4 text-sm text-slate-700">
            {t('session.progress', { current: index + 1, total: items.length })}
          </p>
          <QuestionView
            question={question}
            selected={selected}
            result={result}
            onToggle={toggle}
            headingRef={headingRef}
            saved={saved}
          />
          {saved ? <SavedOffline /> : null}
          <AnswerFeedback
            needSelection={needSelection}
            failed={answer.isError}
            result={result}
            lang={question.lang}
          >
            {result ? (
              <p className="mt-2">{t('session.nextDue', { date: date.format(new Date(result.nextDue)) })}</p>
            ) : null}
          </AnswerFeedback>
          <div className="mt-6">
            {result || saved ? (
              <Button onClick={advance}>{t('exam:quiz.next')}</Button>
            ) : (
              <Button onClick={check} busy={answer.isPending}>
                {t('exam:quiz.check')}
              </Button>
            )}
          </div>
        </div>
      );
    }
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('session.title')}</h1>
        <p className="mt-1 text-slate-700">{t('session.intro')}</p>
      </div>
      {body}
      <nav aria-label={t('session.title')} className="flex flex-wrap gap-3">
        <Link href={paths.plan} className={linkClass}>
          {t('session.back')}
        </Link>
        <Link href={paths.dashboard} className={linkClass}>
          {t('session.overview')}
        </Link>
      </nav>
    </div>
  );
}
