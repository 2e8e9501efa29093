import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MILESTONES, type Milestone } from '../../../../common/domain/progress.ts';

/** 'Ihr Weg zur MPU' (SPEC §2): the milestones in order, lit when reached. */
export function Milestones({ reached }: { reached: Record<Milestone, boolean> }) {
  const { t } = useTranslation('overview');
  return (
    <section aria-labelledby="milestones-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="milestones-title" className="mb-4 text-lg font-semibold">
        {t('milestones.title')}
      </h2>
      <ol className="space-y-3">
        {MILESTONES.map((id) => {
          const done = reached[id];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={id} data-milestone={id} data-reached={done} className="flex items-start gap-3">
              <Icon
                aria-hidden="true"
                className={`mt-0.5 h-6 w-6 shrink-0 ${done ? 'text-green-700' : 'text-slate-400'}`}
              />
              <div>
                <p className={`font-medium ${done ? 'text-slate-900' : 'text-slate-700'}`}>
                  {t(`milestones.${id}.title`)}{' '}
                  <span className={`text-sm font-normal ${done ? 'text-green-800' : 'text-slate-600'}`}>
                    ({done ? t('milestones.reached') : t('milestones.open')})
                  </span>
                </p>
                <p className="text-sm text-slate-600">{t(`milestones.${id}.rule`)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
