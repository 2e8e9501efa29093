import { useTranslation } from 'react-i18next';
import type { Overview } from '../../../../common/schemas/overview.ts';

function Group({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      {items.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{empty}</p>
      )}
    </div>
  );
}

/** Focus, strengths, timeline and next steps (SPEC §9). */
export function Recommendations({ value }: { value: Overview['recommendations'] }) {
  const { t } = useTranslation('overview');
  return (
    <section
      aria-labelledby="recommendations-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="recommendations-title" className="mb-4 text-lg font-semibold">
        {t('recommendations.title')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Group
          title={t('recommendations.focus')}
          items={value.focus.map((f) => t(`focus.${f}`))}
          empty={t('recommendations.noFocus')}
        />
        <Group
          title={t('recommendations.strengths')}
          items={value.strengths.map((s) => t(`strength.${s}`))}
          empty={t('recommendations.noStrengths')}
        />
        <Group title={t('recommendations.timeline')} items={[t(`timeline.${value.timeline}`)]} empty="" />
        <Group
          title={t('recommendations.nextSteps')}
          items={value.nextSteps.map((s) => t(`next.${s}`))}
          empty={t('recommendations.noNextSteps')}
        />
      </div>
    </section>
  );
}
