import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../common/paths.ts';
import { usePageTitle } from '../lib/page-title.ts';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <h1 className="mb-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <Link href={paths.dashboard} className="font-medium text-indigo-800 underline">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
