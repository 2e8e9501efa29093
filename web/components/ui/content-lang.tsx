import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '../../../common/i18n/languages.ts';

/**
 * Marks content shown in German because a translation is missing (decision 028, WCAG 3.1.2): the
 * element that holds the text carries `lang` (so screen readers switch voice and `hyphens: auto`
 * follows the right language), and this visible, translated marker says it is German.
 */
export function GermanMarker({ lang }: { lang: Language }) {
  const { t, i18n } = useTranslation('common');
  const ui = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (lang !== 'de' || ui === 'de') return null;
  return (
    <span
      lang={ui}
      className="ml-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
      title={t('content.inGermanHint')}
      data-testid="german-fallback"
    >
      {t('content.inGerman')}
    </span>
  );
}

/**
 * The `<content>` tag of a translated sentence that quotes content ('Kategorie: <content>{{name}}</content>',
 * rendered with react-i18next's Trans): the quoted part keeps the content's own `lang`.
 */
export const contentIn = (lang: Language | undefined) => ({ content: <span lang={lang} /> });
