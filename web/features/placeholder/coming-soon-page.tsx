import { useTranslation } from 'react-i18next';

/** Shown on routes whose screen is not built yet, honestly labelled as such. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-2 text-slate-700">{t('comingSoon.text')}</p>
    </div>
  );
}
