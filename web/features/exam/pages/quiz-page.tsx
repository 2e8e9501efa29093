import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { QuizMode } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contentIn, GermanMarker } from '../../../components/ui/content-lang.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useHub, useQuizPages } from '../api.ts';
import { MpuBadges } from '../components/badges.tsx';
import { QuizRunner } from '../components/quiz-runner.tsx';

/** Mode all starts with a category chooser and a start-all button with the count (SPEC §2). */
function Chooser({ onStartAll }: { onStartAll: () => void }) {
  const { t } = useTranslation('exam');
  const hub = useHub();
  if (hub.isPending) return <Spinner label={t('common:loading')} />;
  if (hub.isError) return <Alert tone="error">{t(errorKey(hub.error))}</Alert>;
  return (
    <div>
      <p className="text-slate-700">{t('quiz.chooseCategory')}</p>
      <Button className="mt-4" onClick={onStartAll} disabled={hub.data.questionCount === 0}>
        {t('quiz.startAll', { count: hub.data.questionCount })}
      </Button>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {hub.data.categories.map((category) => (
          <li key={category.id}>
            <Link
              href={paths.quizCategory(category.id)}
              className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-indigo-400 hover:bg-indigo-50"
            >
              <span className="font-semibold text-slate-900">
                <span lang={category.lang}>{category.name}</span>
                <GermanMarker lang={category.lang} />
              </span>
              <span className="text-sm text-slate-700">
                {t('hub.questionCount', { count: category.questionCount })}
              </span>
              <MpuBadges types={category.mpuTypes} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoryTitle({ categoryId, first }: { categoryId: string; first?: string }) {
  const { t } = useTranslation('exam');
  // Same query as the runner's (shared cache): the category's name comes with the first page.
  const category = useQuizPages('category', categoryId, 0, true, first).data?.pages[0]?.category;
  return (
    <h1 className="text-2xl font-bold">
      {category ? (
        <>
          <Trans
            t={t}
            i18nKey="quiz.titleCategory"
            values={{ name: category.name }}
            components={contentIn(category.lang)}
          />
          <GermanMarker lang={category.lang} />
        </>
      ) : (
        t('quiz.titleAll')
      )}
    </h1>
  );
}

/** /dashboard/quiz, /dashboard/quiz/random, /dashboard/quiz/wrong and /dashboard/quiz/category/{id}[?frage={questionId}]. */
export default function QuizPage() {
  const { t } = useTranslation('exam');
  const [location] = useLocation();
  const { categoryId } = useParams<{ categoryId?: string }>();
  // A source link of the assistant names the question to open first (paths.quizQuestion).
  const first = new URLSearchParams(useSearch()).get('frage') ?? undefined;
  const [started, setStarted] = useState(false);
  const mode: QuizMode = categoryId
    ? 'category'
    : location === paths.quizRandom
      ? 'random'
      : location === paths.quizWrong
        ? 'wrong'
        : 'all';
  const titles = { all: 'quiz.titleAll', random: 'quiz.titleRandom', wrong: 'quiz.titleWrong' } as const;
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <Link href={paths.courses} className="inline-flex min-h-11 items-center text-indigo-800 underline">
        {t('quiz.back')}
      </Link>
      <div className="mt-2 mb-6">
        {mode === 'category' ? (
          <CategoryTitle categoryId={categoryId!} first={first} />
        ) : (
          <h1 className="text-2xl font-bold">{t(titles[mode])}</h1>
        )}
      </div>
      {mode === 'all' && !started ? (
        <Chooser onStartAll={() => setStarted(true)} />
      ) : (
        <QuizRunner
          key={`${mode}:${categoryId ?? ''}:${first ?? ''}`}
          mode={mode}
          categoryId={categoryId}
          first={mode === 'category' ? first : undefined}
        />
      )}
    </div>
  );
}
