import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The titles of the mounted pages, the latest last; the area's title stands in when there is none. */
const pageTitles: { text: string }[] = [];
let areaTitle: string | null = null;

function apply(app: string) {
  document.title = pageTitles.at(-1)?.text ?? areaTitle ?? app;
}

/**
 * Sets the document title to 'Page – MPU-Vorbereitung' in the interface language (issue 12);
 * `undefined` (still loading) leaves the area's title or the app's name.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const app = t('common:appName');
  useEffect(() => {
    if (!title) return;
    const entry = { text: `${title} – ${app}` };
    pageTitles.push(entry);
    apply(app);
    return () => {
      pageTitles.splice(pageTitles.indexOf(entry), 1);
      apply(app);
    };
  }, [title, app]);
}

/**
 * The title of a dashboard area ('Meine Lernenden'): shown while the page inside it sets none of
 * its own, so a page's own title ('Anna Berger') wins whichever effect runs last.
 */
export function useAreaTitle(title: string): void {
  const { t } = useTranslation();
  const app = t('common:appName');
  useEffect(() => {
    areaTitle = `${title} – ${app}`;
    apply(app);
    return () => {
      areaTitle = null;
      apply(app);
    };
  }, [title, app]);
}
