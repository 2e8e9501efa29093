import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The titles of the mounted pages, the latest last; the area's title stands in when there is none. */
const pageTitles: { text: string }[] = [];
let areaTitle: string | null = null;

function apply(app: string) {
  document.title = pageTitles.at(-1)?.text ?? areaTitle ?? app;
}

/** 'Page – Area – MPU-Vorbereitung': repeated and empty parts left out; null without any part. */
function useJoined(parts: (string | undefined)[]) {
  const { t } = useTranslation();
  const app = t('common:appName');
  const given = parts.filter((part): part is string => Boolean(part));
  const title = given.length ? [...new Set([...given, app])].join(' – ') : null;
  return { title, app };
}

/**
 * Sets the document title to 'Page – Area – MPU-Vorbereitung' in the interface language (issue 12;
 * issue 28: every sub-page its own title). A page's own title ('Anna Berger', issue 30) wins over
 * its area's, whichever effect runs last; without its first part (still loading) the area's stays.
 */
export function usePageTitle(...parts: (string | undefined)[]): void {
  const joined = useJoined(parts);
  const title = parts[0] ? joined.title : null;
  const { app } = joined;
  useEffect(() => {
    if (!title) return;
    const entry = { text: title };
    pageTitles.push(entry);
    apply(app);
    return () => {
      pageTitles.splice(pageTitles.indexOf(entry), 1);
      apply(app);
    };
  }, [title, app]);
}

/** The title of a dashboard route ('Druckansicht – Meine Lernenden'), shown while its page sets none. */
export function useAreaTitle(...parts: (string | undefined)[]): void {
  const { title, app } = useJoined(parts);
  useEffect(() => {
    areaTitle = title;
    apply(app);
    return () => {
      areaTitle = null;
      apply(app);
    };
  }, [title, app]);
}
