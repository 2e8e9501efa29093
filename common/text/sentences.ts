import type { Language } from '../i18n/languages.ts';

/**
 * Abbreviations that end in a point inside a sentence (German, Turkish, English); single letters
 * ("z. B.", "d. h.", "S.") are caught by the rule for one-letter words.
 */
const ABBREVIATIONS = new Set([
  'abs',
  'art',
  'bzw',
  'ca',
  'vgl',
  'usw',
  'nr',
  'dr',
  'prof',
  'st',
  'ggf',
  'evtl',
  'inkl',
  'sog',
  'bzgl',
  'gem',
  'lt',
  'mio',
  'mrd',
  'std',
  'jh',
  'bspw',
  'zzgl',
  'örn',
  'vb',
  'bkz',
  'md',
  'no',
  'approx',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'mr',
  'mrs',
  'ms',
  'ff',
]);
/** Words that follow an ordinal ("4. Auflage", "22. August", "18. Lebensjahr"), not a new sentence. */
const AFTER_ORDINAL =
  /^(?:Auflage|Lebensjahr|Geburtstag|Klasse|Stufe|Jahrhundert|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık|baskı|madde|fıkra)\b/u;

/** The segment ends where a sentence must not end: after an abbreviation or an ordinal number. */
function endsInside(segment: string, next: string): boolean {
  const last = segment.trimEnd().match(/(\S+)\.$/u)?.[1];
  if (!last) return false;
  const word = last.replace(/^[("„“'‚]+/u, '').toLocaleLowerCase();
  if (/^\p{L}$/u.test(word) || ABBREVIATIONS.has(word)) return true;
  if (/^§?\d{1,2}$/u.test(word) || /^\d{1,2}$/u.test(word))
    return /^\p{Ll}/u.test(next) || AFTER_ORDINAL.test(next) || /^\d/u.test(next);
  return false;
}

const segmenters = new Map<Language, Intl.Segmenter>();

/**
 * The sentences of a plain text, lossless (joined they give the text back): `Intl.Segmenter` for the
 * language, which keeps decimals ("3.5 ng/ml", "1,6 ‰") whole, plus a guard that joins segments cut
 * after an abbreviation ("z. B.", "Abs.", "e.g.") or an ordinal ("4. Auflage", "22. August").
 */
export function sentences(text: string, language: Language): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, segmenter);
  }
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const previous = out.at(-1);
    if (previous !== undefined && endsInside(previous, segment)) out[out.length - 1] = previous + segment;
    else out.push(segment);
  }
  return out;
}
