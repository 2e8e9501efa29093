import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deAuth from '../../common/i18n/de/auth.json';
import deCommon from '../../common/i18n/de/common.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, toLanguage } from '../../common/i18n/languages.ts';
import { languageDetector } from './language-detector.ts';

/**
 * Resources are bundled (nothing is fetched from elsewhere): German, the default and fallback, is in
 * the entry chunk; Turkish and English are chunks of this build that load when the language is
 * chosen, so the sign-in page stays small (decision record 012). A feature adds its own namespace
 * from its route chunk with `addTranslations`.
 */
const otherLanguages = import.meta.glob<Record<string, unknown>>(
  '../../common/i18n/{tr,en}/{common,auth}.json',
  {
    import: 'default',
  },
);

const bundledChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = otherLanguages[`../../common/i18n/${language}/${namespace}.json`];
    if (!load) {
      callback(null, false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18nReady = i18n
  .use(languageDetector)
  .use(bundledChunks)
  .use(initReactI18next)
  .init({
    resources: { de: { common: deCommon, auth: deAuth } },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common', 'auth'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // Detect the language right away, so the first requests already use it.
    initAsync: false,
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
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
