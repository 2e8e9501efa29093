import type { Language } from '../../../common/i18n/languages.ts';

/**
 * Drinks an answer names ("drei Bier", "six pints", "iki kadeh şarap") as grams of alcohol, so the
 * judge can tell an implausibly low amount against the measured ‰ (INTERVIEW-GUIDE §b reference
 * numbers: 0.5 l beer ≈ 20 g; Widmark peak = grams / (kg × r)). The answer is already prepared
 * (lower case; Turkish folded).
 */
const NUMBERS: Record<Language, string[]> = {
  de: ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  tr: ['bir', 'iki', 'uc', 'dort', 'bes', 'alti', 'yedi', 'sekiz', 'dokuz', 'on', 'onbir', 'oniki'],
};
/** Grams per drink: beer 0.5 l, a glass of wine 0.2 l, a shot 2 cl, a bottle of wine 0.75 l. */
const DRINKS: Record<Language, [string, number][]> = {
  de: [
    ['(?:bier|halbe|weizen|pils)\\p{L}*', 20],
    ['(?:gläser|glas) wein|wein\\p{L}*', 19],
    ['(?:schn[aä]ps\\p{L}*|kurze\\p{L}*|obstler|korn|tequila)', 6],
    ['flaschen? wein', 72],
  ],
  en: [
    ['(?:beers?|pints?|lagers?)', 20],
    ['glass(?:es)? of wine|wines?', 19],
    ['(?:shots?|whiske?y?s?|schnapps)', 6],
    ['bottles? of wine', 72],
  ],
  tr: [
    ['bira\\p{L}*', 20],
    ['kadeh\\p{L}*', 19],
    ['(?:raki|shot|viski)\\p{L}*', 6],
    ['sise sarap\\p{L}*', 72],
  ],
};

/** The largest count of each drink named, as grams; null when no drink with a number is named. */
export function statedGrams(prepared: string, lang: Language): number | null {
  const numbers = NUMBERS[lang];
  const number = `(\\d+|${numbers.join('|')}|eine[nm]?|a couple of|a|an)`;
  let grams = 0;
  let found = false;
  for (const [noun, perDrink] of DRINKS[lang]) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\d])${number}\\s+(?:(?:\\p{L}+)\\s+)?(?:${noun})(?![\\p{L}])`,
      'giu',
    );
    let most = 0;
    for (const m of prepared.matchAll(pattern)) {
      const word = m[1]!.toLowerCase();
      const index = numbers.indexOf(word);
      const count = /^\d+$/.test(word)
        ? Number(word)
        : index >= 0
          ? index + 1
          : word === 'a couple of'
            ? 2
            : 1;
      most = Math.max(most, count);
    }
    if (most > 0) {
      found = true;
      grams += most * perDrink;
    }
  }
  return found ? grams : null;
}

/** Widmark's highest plausible peak (‰) for these grams: r 0.7 (men) / 0.6 (women), 80 kg unknown. */
export function peakPromille(grams: number, body: { weightKg: number | null; female: boolean }): number {
  return grams / ((body.weightKg ?? 80) * (body.female ? 0.6 : 0.7));
}
