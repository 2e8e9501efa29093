import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Language } from '../../../common/i18n/languages.ts';
import { foldTurkish } from '../../../common/text/fold.ts';
import { defaultContentDir } from '../../content/loader.ts';

/**
 * The word lists the offline interviewer reads answers with: data in
 * content/interview/signal-words.yaml (German) and content/i18n/<lang>/interview/signal-words.yaml
 * (Turkish, English), each list compiled to one whole-word, case-insensitive pattern. A learner is
 * read with the lists of the language the session is held in; without that file, the German ones.
 */
export const SIGNAL_NAMES = [
  'BLAME',
  'VAGUE',
  'NUMBER',
  'DATE',
  'RECENT',
  'CHANGE',
  'THERAPY',
  'LEARNT',
  'NO_RISK',
  'ONLY_FEW',
  'SELF_CHECK',
  'CONTROLLED',
  'OWN_SHARE',
  'EXAMPLE',
  'DENIAL',
  'HISTORY',
  'UNDETECTED',
  'FUNCTION',
  'SUBSTITUTE',
  'RISK',
  'WARNING',
  'LAPSE',
  'ABSTINENT_CLAIM',
  'STILL_USING',
  'FIRST_TIME',
] as const;
export type SignalName = (typeof SIGNAL_NAMES)[number];

/**
 * Every pattern of one language, plus how it writes a blood alcohol value and points, and how an
 * answer is prepared before matching (same length, so positions still point into the original).
 */
export type SignalPatterns = Record<SignalName, RegExp> & {
  PER_MILLE: RegExp;
  POINTS: RegExp;
  prepare: (text: string) => string;
};

/**
 * Turkish: lower case with the Turkish rules (the i flag does not match 'İ' with 'i'), and letters
 * folded to their keyboard-less form (ş→s, ı→i …) in the answer AND the lists, so an answer typed
 * without a Turkish keyboard is read the same.
 */
const PREPARE: Record<Language, (text: string) => string> = {
  de: (text) => text,
  en: (text) => text,
  tr: (text) => {
    const prepared = foldTurkish(text.toLocaleLowerCase('tr'));
    return prepared.length === text.length ? prepared : text;
  },
};

const listsSchema = z.record(z.enum(SIGNAL_NAMES), z.array(z.string().min(1)).min(1));

/** ‰ values and points as each language writes them ("1,9 Promille", "1,9 promil", "1.9 per mille"). */
const UNITS: Record<Language, { perMille: string; points: string }> = {
  de: { perMille: '‰|promille', points: 'punkte?n?' },
  tr: { perMille: '‰|promil(?:le)?', points: 'puan\\p{L}*|punkte?n?' },
  en: { perMille: '‰|per ?mille|promille', points: 'points?' },
};

export function signalFile(lang: Language, root = defaultContentDir): string {
  return lang === 'de'
    ? path.join(root, 'interview', 'signal-words.yaml')
    : path.join(root, 'i18n', lang, 'interview', 'signal-words.yaml');
}

const words = (list: string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'iu');

export function compileSignals(lang: Language, file = signalFile(lang)): SignalPatterns {
  const source = existsSync(file) ? file : signalFile('de');
  const lists = listsSchema.parse(parse(readFileSync(source, 'utf8')));
  const fold = lang === 'tr' && source === file ? foldTurkish : (part: string) => part;
  const compiled = Object.fromEntries(SIGNAL_NAMES.map((name) => [name, words(lists[name].map(fold))]));
  const units = UNITS[lang];
  return {
    ...(compiled as Record<SignalName, RegExp>),
    prepare: source === file ? PREPARE[lang] : PREPARE.de,
    PER_MILLE: new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*(?:${units.perMille})`, 'iu'),
    POINTS: new RegExp(`(\\d+)\\s*(?:${units.points})(?![\\p{L}])`, 'iu'),
  };
}

const cache = new Map<Language, SignalPatterns>();

/** The compiled patterns of a language (read once per process). */
export function signalsOf(lang: Language): SignalPatterns {
  let patterns = cache.get(lang);
  if (!patterns) {
    patterns = compileSignals(lang);
    cache.set(lang, patterns);
  }
  return patterns;
}
