import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import deAuth from '../../common/i18n/de/auth.json';
import deCommon from '../../common/i18n/de/common.json';
import enAuth from '../../common/i18n/en/auth.json';
import enCommon from '../../common/i18n/en/common.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, toLanguage } from '../../common/i18n/languages.ts';
import trAuth from '../../common/i18n/tr/auth.json';
import trCommon from '../../common/i18n/tr/common.json';

/**
 * Resources are bundled (nothing is fetched). The namespaces every screen needs are here; a
 * feature adds its own namespace from its route chunk with `addTranslations`.
 */
i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      de: { common: deCommon, auth: deAuth },
      tr: { common: trCommon, auth: trAuth },
      en: { common: enCommon, auth: enAuth },
    },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common', 'auth'],
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });

function syncHtmlLang(lng: string) {
  document.documentElement.lang = toLanguage(lng);
}
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);

export type Translations = Record<Language, Record<string, unknown>>;

/** Registers a feature's namespace (called at the top of a lazily loaded feature module). */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, translations[language], true, false);
    }
  }
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
