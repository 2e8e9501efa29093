import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { overallProgress } from '../../../../common/domain/case.ts';
import { paths } from '../../../../common/paths.ts';
import { useCase } from '../api.ts';
import { ProgressBar } from './progress-bar.tsx';
import '../i18n.ts';

/** The overview's card for 'Mein MPU-Fall': how much of the workbook is filled in, and a link to it. */
export function CaseCard() {
  const { t } = useTranslation('case');
  const progress = useCase().data?.progress;
  const value = progress ? overallProgress(progress) : 0;
  return (
    <section aria-labelledby="case-card-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="case-card-title" className="flex items-center gap-2 text-lg font-semibold">
        <NotebookPen aria-hidden="true" className="h-5 w-5 text-indigo-700" />
        {t('card.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('card.text')}</p>
      {progress ? (
        <div className="mt-3 space-y-1">
          <p className="text-sm font-medium">{t('progress.overall', { value })}</p>
          <ProgressBar value={value} />
        </div>
      ) : null}
      <Link
        href={paths.myCase}
        className="mt-3 inline-flex min-h-11 items-center font-medium text-indigo-800 underline"
      >
        {t('card.open')}
      </Link>
    </section>
  );
}
