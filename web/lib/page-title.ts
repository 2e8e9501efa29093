import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title to 'Page – Area – MPU-Vorbereitung' in the interface language (issue 12;
 * issue 28: every sub-page its own title). Repeated and empty parts are left out.
 */
export function usePageTitle(...parts: (string | undefined)[]): void {
  const { t } = useTranslation();
  const app = t('common:appName');
  const title = [...new Set([...parts, app].filter((part): part is string => Boolean(part)))].join(' – ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
