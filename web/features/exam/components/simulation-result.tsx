import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PRACTICE_PASS_PERCENT } from '../../../../common/domain/simulation.ts';
import { paths } from '../../../../common/paths.ts';
import type { SimulationResult } from '../../../../common/schemas/simulation.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { WeakestAreas } from './weakest-areas.tsx';

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct * 100) / total));

/** After handing in: the score against the practice threshold, by category, then every question. */
export function SimulationResultView({ result }: { result: SimulationResult }) {
  const { t } = useTranslation('exam');
  return (
    <div>
      <h2 id="result-title" tabIndex={-1} className="text-xl font-semibold">
        {t('simulation.resultTitle')}
      </h2>
      {result.timedOut ? <p className="mt-2 text-slate-700">{t('simulation.timedOut')}</p> : null}
      <p className="mt-3 text-lg font-semibold">
        {t('simulation.score', {
          correct: result.correct,
          total: result.total,
          percent: percent(result.correct, result.total),
        })}
      </p>
      <div className="mt-3">
        <Alert tone={result.passed ? 'success' : 'info'}>
          <p className="font-semibold">
            {result.passed ? t('simulation.passed') : t('simulation.notPassed')}
          </p>
          <p className="mt-1">{t('simulation.practiceNote', { percent: PRACTICE_PASS_PERCENT })}</p>
        </Alert>
      </div>

      <WeakestAreas result={result} />

      <section aria-labelledby="by-category" className="mt-8">
        <h3 id="by-category" className="text-lg font-semibold">
          {t('simulation.byCategory')}
        </h3>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-2">
                {t('simulation.category')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('simulation.correctColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.categories.map((category) => (
              <tr key={category.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-2 font-normal break-words">
                  <span lang={category.lang}>{category.name}</span>
                  <GermanMarker lang={category.lang} />
                </th>
                <td className="py-2 text-right tabular-nums">
                  {t('simulation.ofTotal', { correct: category.correct, total: category.total })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="all-questions" className="mt-8">
        <h3 id="all-questions" className="text-lg font-semibold">
          {t('simulation.questionsTitle')}
        </h3>
        <ol className="mt-3 space-y-4">
          {result.items.map((item, index) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-700">
                {t('quiz.progress', { current: index + 1, total: result.total })} ·{' '}
                <span lang={item.categoryLang}>{item.categoryName}</span>
              </p>
              <h4 className="mt-1 font-semibold break-words">
                <span lang={item.lang}>{item.question}</span>
                <GermanMarker lang={item.lang} />
              </h4>
              <p
                className={`mt-2 inline-flex items-center gap-1 font-medium ${item.correct ? 'text-green-800' : 'text-red-800'}`}
              >
                {item.correct ? (
                  <Check aria-hidden="true" className="h-5 w-5" />
                ) : (
                  <X aria-hidden="true" className="h-5 w-5" />
                )}
                {item.correct ? t('quiz.correct') : t('quiz.incorrect')}
              </p>
              <dl className="mt-2 space-y-1 text-sm">
                <div>
                  <dt className="inline font-medium">{t('simulation.yourAnswer')}: </dt>
                  <dd className="inline break-words">
                    {item.selected.length > 0 ? (
                      <span lang={item.lang}>{item.selected.join(' · ')}</span>
                    ) : (
                      t('simulation.noAnswer')
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t('simulation.rightAnswer')}: </dt>
                  <dd className="inline break-words" lang={item.lang}>
                    {item.correctAnswers.join(' · ')}
                  </dd>
                </div>
                {item.explanation ? (
                  <div>
                    <dt className="inline font-medium">{t('quiz.explanation')}: </dt>
                    <dd className="inline break-words" lang={item.lang}>
                      {item.explanation}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      </section>
      <Link
        href={paths.courses}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 font-medium text-white hover:bg-indigo-800"
      >
        {t('quiz.back')}
      </Link>
    </div>
  );
}
