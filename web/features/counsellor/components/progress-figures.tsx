import { useTranslation } from 'react-i18next';
import type { LearnerProgress } from '../../../../common/schemas/counsellor.ts';

const PERCENTS = ['readiness', 'quiz', 'videos', 'chapters'] as const;

/** The progress figures a counsellor sees without any share: four shares and two counts. */
export function ProgressFigures({ progress }: { progress: LearnerProgress }) {
  const { t } = useTranslation('counsellor');
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm min-[420px]:grid-cols-2 md:grid-cols-3">
      {PERCENTS.map((key) => (
        <div key={key} className="flex justify-between gap-2">
          <dt className="text-slate-600">{t(`progress.${key}`)}</dt>
          <dd className="font-semibold text-slate-900">{t('percent', { value: progress[key] })}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-2">
        <dt className="text-slate-600">{t('progress.dueReviews')}</dt>
        <dd className="font-semibold text-slate-900">{progress.dueReviews}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt className="text-slate-600">{t('progress.interviews')}</dt>
        <dd className="font-semibold text-slate-900">{progress.interviews}</dd>
      </div>
    </dl>
  );
}
