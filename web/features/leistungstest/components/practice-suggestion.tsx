import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { suggestPractice } from '../../../../common/domain/leistungstest.ts';
import { paths } from '../../../../common/paths.ts';
import '../i18n.ts';

/** The plan's hint in the weeks before the MPU date (issue 29); the route passes the days left. */
export function PracticeSuggestion({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation('leistungstest');
  if (!suggestPractice(daysLeft)) return null;
  return (
    <section
      aria-labelledby="practice-suggestion"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="practice-suggestion" className="text-lg font-semibold">
        {t('suggestion.title')}
      </h2>
      <p className="mt-1">{t('suggestion.text', { count: daysLeft ?? 0 })}</p>
      <Link href={paths.leistungstest} className="mt-3 inline-block font-medium text-indigo-800 underline">
        {t('suggestion.link')}
      </Link>
    </section>
  );
}
