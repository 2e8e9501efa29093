import { useTranslation } from 'react-i18next';
import { useMe } from '../auth/api.ts';

export default function OverviewPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  return (
    <div className="mx-auto max-w-5xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
      <p className="mt-2 text-slate-700">{t('dashboard.welcome', { email: me?.email ?? '' })}</p>
    </div>
  );
}
