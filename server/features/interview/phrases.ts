import de from '../../../common/i18n/de/trainer-engine.json' with { type: 'json' };
import en from '../../../common/i18n/en/trainer-engine.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import tr from '../../../common/i18n/tr/trainer-engine.json' with { type: 'json' };

/**
 * The offline interviewer's own sentences (contradictions, crisis note, report) in the learner's
 * interface language: common/i18n/<lang>/trainer-engine.json, placeholders as {{name}}.
 */
type Phrases = typeof de;
const phrases: Record<Language, Phrases> = { de, tr, en };

type Leaf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type PhraseKey = Leaf<Phrases>;

export function phrase(lang: Language, key: PhraseKey, vars: Record<string, string | number> = {}): string {
  let node: unknown = phrases[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A value as the language writes it: 1,6 in German and Turkish, 1.6 in English. */
export const formatNumber = (lang: Language, value: number) =>
  lang === 'en' ? String(value) : String(value).replace('.', ',');

/** A calendar date (YYYY-MM-DD): 14.03.2025 in German and Turkish, 14 March 2025 in English. */
export function formatDate(lang: Language, iso: string): string {
  const [y, m, d] = iso.split('-');
  if (lang !== 'en') return `${d}.${m}.${y}`;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
