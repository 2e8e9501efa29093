import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { scorePercent } from '../../../../common/domain/exam.ts';
import { paths } from '../../../../common/paths.ts';
import { Button } from '../../../components/ui/button.tsx';

/** SPEC §4: correct out of answered and the percentage, then back to /dashboard/courses. */
export function QuizSummary({
  correct,
  answered,
  saved = 0,
  onRestart,
}: {
  correct: number;
  answered: number;
  /** Answers saved offline, not judged yet (decision 027). */
  saved?: number;
  onRestart: () => void;
}) {
  const { t } = useTranslation('exam');
  const [, navigate] = useLocation();
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="summary-title" tabIndex={-1} className="text-xl font-semibold">
        {t('quiz.summaryTitle')}
      </h2>
      <p role="status" className="mt-2 text-lg text-slate-800">
        {[
          answered > 0
            ? t('quiz.summary', { correct, answered, percent: scorePercent(correct, answered) })
            : saved === 0
              ? t('quiz.summaryNone')
              : null,
          saved > 0 ? t('quiz.summarySaved', { count: saved }) : null,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => navigate(paths.courses)}>{t('quiz.toOverview')}</Button>
        <Button variant="secondary" onClick={onRestart}>
          {t('quiz.restart')}
        </Button>
      </div>
    </section>
  );
}
