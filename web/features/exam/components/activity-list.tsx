import { CircleCheck, CircleX } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import type { Activity } from '../../../../common/schemas/exam.ts';
import { contentIn, GermanMarker } from '../../../components/ui/content-lang.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Attempts with a correct/wrong icon, question, category and a German-format date (SPEC §2). */
export function ActivityList({ items }: { items: Activity[] }) {
  const { t } = useTranslation('exam');
  const format = dateFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 p-3 sm:p-4">
          {item.isCorrect ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
          )}
          <div className="min-w-0 flex-1">
            <span className="sr-only">{item.isCorrect ? t('activity.correct') : t('activity.wrong')}: </span>
            <p className="break-words font-medium text-slate-900">
              <span lang={item.lang}>{item.question}</span>
              <GermanMarker lang={item.lang} />
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
              <span>
                <Trans
                  t={t}
                  i18nKey="activity.category"
                  values={{ name: item.categoryName }}
                  components={contentIn(item.categoryLang)}
                />
              </span>
              <time dateTime={item.createdAt}>{format.format(new Date(item.createdAt))}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
