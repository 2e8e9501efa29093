import { useTranslation } from 'react-i18next';

/** "n von m Kapiteln erledigt" with a bar. */
export function CourseProgress({ title, done, total }: { title: string; done: number; total: number }) {
  const { t } = useTranslation('courses');
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm text-slate-700">{t('knowledge.progress', { done, total })}</p>
      <div
        role="progressbar"
        aria-label={t('knowledge.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('knowledge.progress', { done, total })}
        className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-700" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
