import type { Language } from '../../../common/i18n/languages.ts';

/**
 * What the app never answers, whatever its content says (issue 25): which provider, assessment
 * centre, counsellor or lawyer to choose (a recommendation, a ranking, a named provider's price or
 * strictness), complaints about an assessor, and tricks to beat a test. Matched on the question's
 * words in the learner's language; provider names in any language.
 */
const PROVIDERS = /\b(?:dekra|tüv|tuv|avus|pima|impuls|nove[- ]?vision|ias|abv)\b/iu;
/** A price asked for: with a provider's name, it is that provider's price. */
const PRICE = /\b(?:kostet|kosten|preis\w*|euro|charge\w*|cost\w*|price\w*|ücret\w*|fiyat\w*)\b|€/iu;
const OUT_OF_SCOPE: Record<Language, RegExp[]> = {
  de: [
    /\b(?:empfehlen|empfiehlst|empfehlung|empfehlt)\b/iu,
    /\b(?:die|der|den|das) (?:beste|besten|günstigste|günstigsten|leichteste|leichtesten)\b/iu,
    /\b(?:strenger|leichter bei|am leichtesten|am günstigsten)\b/iu,
    /\bbeschwer(?:en|de)\b/iu,
    /\b(?:detox|entgiftungs(?:shampoo|drink|tee))\b/iu,
  ],
  tr: [/\btavsiye\b/iu, /\ben (?:iyi|ucuz|kolay)\b/iu, /\bşik[aâ]yet\b/iu, /\bdetoks?\b/iu],
  en: [
    /\brecommend\w*\b/iu,
    /\bthe (?:best|easiest|cheapest)\b/iu,
    /\b(?:stricter|easier at)\b/iu,
    /\b(?:complain|complaint)\w*\b/iu,
    /\bdetox\b/iu,
  ],
};

/** The question asks for something the app never answers (see above). */
export function outOfScope(question: string, language: Language): boolean {
  return (
    (PROVIDERS.test(question) && PRICE.test(question)) ||
    OUT_OF_SCOPE[language].some((pattern) => pattern.test(question))
  );
}
