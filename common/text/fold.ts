/**
 * Turkish letters folded to their keyboard-less form (ş→s, ı→i …), so an answer typed without a
 * Turkish keyboard reads like one typed with it. Apply to lower-cased text and to the word lists alike.
 */
const TURKISH_FOLD: Record<string, string> = {
  ş: 's',
  ı: 'i',
  ğ: 'g',
  ç: 'c',
  ö: 'o',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

export const foldTurkish = (text: string): string =>
  text.replace(/[şığçöüâîû]/g, (c) => TURKISH_FOLD[c] ?? c);
