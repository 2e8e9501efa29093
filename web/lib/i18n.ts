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
 * from its route chunk with `addTranslations`: its German texts in that chunk, each other language
 * a chunk of its own that loads only in that language (decision 075).
 */
const otherLanguages = import.meta.glob<Record<string, unknown>>(
  '../../common/i18n/{tr,en}/{common,auth}.json',
  {
    import: 'default',
  },
);

type OtherLanguage = Exclude<Language, 'de'>;
type TextsLoader = () => Promise<{ default: Record<string, unknown> }>;
/** Per feature namespace: how to load its Turkish and English texts (registered by addTranslations). */
const featureLanguages = new Map<string, Record<OtherLanguage, () => Promise<Record<string, unknown>>>>();

const bundledChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      featureLanguages.get(namespace)?.[language as OtherLanguage] ??
      otherLanguages[`../../common/i18n/${language}/${namespace}.json`];
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

/**
 * Registers a feature's namespace, called at the top of a lazily loaded feature module as
 * `await addTranslations('exam', de, { en: () => import('…/en/exam.json'), tr: () => import('…/tr/exam.json') })`:
 * the German texts come with the module, the other languages load as their own chunks when the
 * reader's language is one of them (the `await` keeps the module, and so the screen, from rendering
 * before its texts are there) or when the language is changed later (i18next loads every registered
 * namespace before it switches).
 */
export function addTranslations(
  namespace: string,
  german: Record<string, unknown>,
  others: Record<OtherLanguage, TextsLoader>,
): Promise<void> {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, german, true, true);
  featureLanguages.set(namespace, {
    en: () => others.en().then((module) => module.default),
    tr: () => others.tr().then((module) => module.default),
  });
  return i18n.loadNamespaces(namespace);
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
