import { BookOpen, RotateCcw } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { SimulationResult } from '../../../../common/schemas/simulation.ts';
import { contentIn, GermanMarker } from '../../../components/ui/content-lang.tsx';

const link = 'font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950';

/**
 * After a simulation: the weakest categories with the course chapters that teach them
 * (content/exam-chapters.yaml), a category quiz each, and 'Fehler wiederholen' for every
 * wrong answer (the wrong-answers quiz, which includes this simulation's answers).
 */
export function WeakestAreas({ result }: { result: SimulationResult }) {
  const { t } = useTranslation('exam');
  const weakest = result.weakest.flatMap((id) => result.categories.find((c) => c.id === id) ?? []);
  const wrong = result.items.some((item) => !item.correct);
  return (
    <section aria-labelledby="weakest-title" className="mt-8">
      <h3 id="weakest-title" className="text-lg font-semibold">
        {t('simulation.weakestTitle')}
      </h3>
      {weakest.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('simulation.noWeakest')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('simulation.weakestIntro')}</p>
          <ul className="mt-3 space-y-3">
            {weakest.map((category) => (
              <li key={category.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold break-words">
                  <span lang={category.lang}>{category.name}</span>
                  <GermanMarker lang={category.lang} />{' '}
                  <span className="font-normal text-slate-700">
                    ({t('simulation.ofTotal', { correct: category.correct, total: category.total })})
                  </span>
                </p>
                {category.chapters.length > 0 ? (
                  <>
                    <p className="mt-2 text-sm text-slate-700">{t('simulation.readChapters')}</p>
                    <ul className="mt-1 space-y-1">
                      {category.chapters.map((chapter) => (
                        <li key={chapter.href} className="flex items-start gap-2">
                          <BookOpen aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700" />
                          <Link href={chapter.href} className={link} lang={chapter.lang}>
                            {chapter.title}
                          </Link>
                          <GermanMarker lang={chapter.lang} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <Link href={paths.quizCategory(category.id)} className={`mt-2 inline-block text-sm ${link}`}>
                  <Trans
                    t={t}
                    i18nKey="simulation.practiceCategory"
                    values={{ name: category.name }}
                    components={contentIn(category.lang)}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {wrong ? (
        <Link
          href={paths.quizWrong}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-indigo-700 px-4 font-medium text-white hover:bg-indigo-800"
        >
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          {t('simulation.repeatWrong')}
        </Link>
      ) : null}
    </section>
  );
}
