import type { Language } from '../../../common/i18n/languages.ts';
import { foldTurkish } from '../../../common/text/fold.ts';

/**
 * What the app never answers, whatever its content says (issue 25), each a family of questions the
 * learner's own case decides and someone else must answer:
 * - which provider, assessment centre, counsellor or lawyer to choose (a recommendation, a ranking,
 *   a named provider's price or strictness), complaints about an assessor, tricks to beat a test;
 * - legal remedies and sentences in one's own case (an objection, a suit and their deadlines, which
 *   penalty or how long a ban a court will give): a lawyer's question;
 * - licences from another country (EU licence tourism, a Turkish or US licence during a ban);
 * - which dose of a medicine to take, or a substitution programme: a doctor's question;
 * - when entries in the register are deleted (the content has no deletion periods);
 * - an interpreter or another language at the assessment.
 * Matched on the question's words in the learner's language (Turkish also without its letters),
 * provider names in any language. A word boundary is a letter boundary in every script.
 */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** `stem` matches a whole word that begins with it; `stem$` a whole word. */
const words = (...stems: string[]) =>
  new RegExp(
    stems
      .map((stem) => (stem.endsWith('$') ? `${B}(?:${stem.slice(0, -1)})${E}` : `${B}(?:${stem})`))
      .join('|'),
    'iu',
  );
/** Both parts in one question, in any order. */
const both = (a: RegExp, b: RegExp) => ({ test: (text: string) => a.test(text) && b.test(text) });
type Rule = { test: (text: string) => boolean };

const PROVIDERS = words(
  'dekra$',
  'tüv$',
  'tuv$',
  'avus$',
  'pima$',
  'impuls$',
  'nove[- ]?vision$',
  'ias$',
  'abv$',
);
/** A price asked for: with a provider's name, it is that provider's price. */
const PRICE =
  /(?<![\p{L}\p{N}])(?:kostet|kosten|preis|verlangt|gebühr|euro|charge|cost|price|fee|ücret|ucret|fiyat|kaç para|kac para)|€/iu;

const LICENCE = {
  de: words('führerschein', 'fuehrerschein', 'fahrerlaubnis', 'lappen$'),
  en: words('licen[cs]e', 'driving permit'),
  tr: words('ehliyet', 'surucu belge'),
};
const ABROAD = {
  de: words(
    'ausland',
    'ausländisch',
    'eu-führerschein',
    'polen$',
    'polnisch',
    'tschechien$',
    'tschechisch',
    'österreich',
    'niederlande$',
    'holland$',
    'türkei$',
    'türkisch',
    'usa$',
    'amerikanisch',
  ),
  en: words(
    'abroad$',
    'foreign$',
    'czech$',
    'poland$',
    'polish$',
    'eu licen[cs]e',
    'us licen[cs]e',
    'american$',
    'turkish$',
  ),
  tr: words('yurt ?disi', 'turk ehliyet', 'polonya', 'cekya', 'cek cumhuriyeti', 'amerika', 'abd$'),
};
const REMEDY = {
  de: words(
    'widerspruch',
    'widersprechen',
    'einspruch',
    'klage$',
    'klagen$',
    'verklagen',
    'anfecht',
    'rechtsmittel',
  ),
  en: words('appeal', 'object to', 'sue$', 'take (?:it|them) to court', 'court case against'),
  tr: words('itiraz', 'dava ac', 'mahkemeye ver'),
};
const SENTENCE = {
  de: /(?<![\p{L}\p{N}])(?:welche|was für eine|wie hohe?) (?:strafe|geldstrafe|sperre)|wie (?:viele|lange) (?:monate )?sperre|strafma(?:ß|ss)/iu,
  en: /(?<![\p{L}\p{N}])(?:what|which|how (?:big|long) (?:a|of a)) (?:sentence|penalty|punishment|ban) (?:will|would|do|can)/iu,
  tr: /(?<![\p{L}\p{N}])(?:hangi|ne kadar) (?:ceza|hapis)[\p{L}]* (?:alir|verir|gelir)/iu,
};
/** Which dose to take (an amount in milligrams, "which dose"), or a substitution programme. */
const DOSE = {
  de: words(
    'methadon',
    'substitution',
    'polamidon',
    'subutex',
    'wie viele? (?:mg|milligramm)',
    'welche dosis',
    'wie hoch (?:darf|sollte) (?:die|meine) dosis',
  ),
  en: words('methadone$', 'substitution', 'how (?:many|much) (?:mg|milligrams?)', '(?:what|which) dose'),
  tr: words('metadon', 'kac (?:mg|miligram)', 'ne kadar (?:mg|miligram)', 'hangi doz'),
};
const REGISTER = {
  de: both(
    words('punkt'),
    words('gelöscht', 'löschen', 'löschung', 'getilgt', 'tilgung', 'verjähr', 'verfallen'),
  ),
  en: both(words('point'), words('deleted$', 'delete$', 'removed$', 'wiped$', 'expire')),
  tr: both(words('puan'), words('silin', 'silme', 'siler')),
};
const INTERPRETER = {
  de: words('dolmetscher', 'übersetzer', 'auf türkisch', 'auf englisch', 'in meiner sprache'),
  en: words('interpreter', 'translator', 'in turkish$', 'in english$', 'in my language'),
  tr: words('tercuman', 'cevirmen', 'turkce yap', 'turkce ol'),
};

const OUT_OF_SCOPE: Record<Language, Rule[]> = {
  de: [
    words('empfehlen$', 'empfiehlst$', 'empfehlung', 'empfehlt$'),
    /(?<![\p{L}\p{N}])(?:die|der|den|das) (?:beste|besten|günstigste|günstigsten|leichteste|leichtesten)(?![\p{L}\p{N}])/iu,
    words('strenger$', 'leichter bei', 'am leichtesten$', 'am günstigsten$'),
    words('beschwer'),
    words('detox$', 'entgiftungs(?:shampoo|drink|tee)'),
    both(LICENCE.de, ABROAD.de),
    REMEDY.de,
    SENTENCE.de,
    DOSE.de,
    REGISTER.de,
    INTERPRETER.de,
  ],
  tr: [
    words('tavsiye'),
    words('en (?:iyi|ucuz|kolay)$'),
    words('sikayet'),
    words('detoks?$'),
    both(LICENCE.tr, ABROAD.tr),
    REMEDY.tr,
    SENTENCE.tr,
    DOSE.tr,
    REGISTER.tr,
    INTERPRETER.tr,
  ],
  en: [
    words('recommend'),
    words('the (?:best|easiest|cheapest)$'),
    words('stricter$', 'easier at$'),
    words('complain'),
    words('detox$'),
    both(LICENCE.en, ABROAD.en),
    REMEDY.en,
    SENTENCE.en,
    DOSE.en,
    REGISTER.en,
    INTERPRETER.en,
  ],
};

/** The question asks for something the app never answers (see above). */
export function outOfScope(question: string, language: Language): boolean {
  const text = language === 'tr' ? foldTurkish(question.toLocaleLowerCase('tr')) : question;
  return (
    (PROVIDERS.test(question) && PRICE.test(text)) || OUT_OF_SCOPE[language].some((rule) => rule.test(text))
  );
}
