import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to 'Page – MPU-Vorbereitung' in the interface language (issue 12). */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const app = t('common:appName');
  useEffect(() => {
    document.title = title ? `${title} – ${app}` : app;
  }, [title, app]);
}
