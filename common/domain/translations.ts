import type { Language } from '../i18n/languages.ts';

/**
 * Content translations (issue 14, decision 028). German is the source and lives in the columns;
 * Turkish and English live next to it in one `translations` jsonb column per content table:
 * `{ tr?: { title: '…', … }, en?: { … } }` with the same field names as the German columns.
 */
export const TRANSLATION_LANGUAGES = ['tr', 'en'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export type Translations<F extends string = string> = Partial<
  Record<TranslationLanguage, Partial<Record<F, unknown>>>
>;

/** The translatable fields per content kind (the jsonb keys; German columns of the same name). */
export const TRANSLATED_FIELDS = {
  course: ['title', 'description'],
  chapter: ['title', 'content'],
  chapterQuiz: ['question', 'options', 'explanation'],
  category: ['name', 'description'],
  question: ['question', 'options', 'explanation'],
  lexicon: ['term', 'definition'],
  news: ['title', 'body'],
  videoSection: ['title', 'description'],
  video: ['title', 'description', 'captionsUrl'],
  videoQuiz: ['question', 'options', 'explanation'],
} as const;

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value != null;

/**
 * The fields of an item in `language`, or in German when its translation is missing or incomplete:
 * one language per item, so the `lang` said for it is true for every field it names (a field that is
 * empty in German needs no translation; options must have the German count, so answers line up by
 * position). `optional` fields (e.g. a caption file) are taken when present and never decide.
 */
export function localize<T extends Record<string, unknown>, K extends keyof T & string>(
  row: T & { translations?: Translations | null },
  language: Language,
  fields: readonly K[],
  optional: readonly K[] = [],
): { values: Pick<T, K>; lang: Language } {
  const german = Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<T, K>;
  if (language === 'de') return { values: german, lang: 'de' };
  const translation = row.translations?.[language];
  if (!translation) return { values: german, lang: 'de' };
  for (const field of fields) {
    if (optional.includes(field) || !filled(row[field])) continue;
    const value = translation[field];
    if (!filled(value) || typeof value !== typeof row[field]) return { values: german, lang: 'de' };
    if (Array.isArray(row[field])) {
      const list = value as unknown[];
      const source = row[field] as unknown[];
      if (list.length !== source.length || new Set(list).size !== list.length) {
        return { values: german, lang: 'de' };
      }
    }
  }
  const values = { ...german };
  for (const field of fields) {
    const value = translation[field];
    if (filled(value)) (values as Record<string, unknown>)[field] = value;
  }
  return { values, lang: language };
}

/**
 * Options are answered by position: the German option texts a learner chose, given the texts they
 * saw (`shown`, the options in the language they saw them in; the stored options when German).
 * Unknown texts stay as they are (they then count as wrong, as before).
 */
export function toSourceOptions(
  selected: readonly string[],
  shown: readonly string[],
  source: readonly string[],
) {
  return selected.map((text) => {
    const index = shown.indexOf(text);
    return index >= 0 && index < source.length ? (source[index] as string) : text;
  });
}

/** The other way: German option texts as the learner sees them. */
export function fromSourceOptions(
  answers: readonly string[],
  shown: readonly string[],
  source: readonly string[],
) {
  return toSourceOptions(answers, source, shown);
}

/**
 * Each stored translation remembers the German it was made from (`sourceHash`, issue 14): a hash of
 * the German values of the fields it translates. When German changes later (an admin edit or a content
 * pack), the hashes differ and the admin editor flags the translation as outdated; learners keep
 * getting it (decision 035). Translations without the key (made before it existed) are never flagged.
 */
export const SOURCE_HASH = 'sourceHash';

function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** The hash of the German values of the fields a translation has. */
export function germanHash(german: Record<string, unknown>, translation: Record<string, unknown>) {
  const fields = Object.keys(translation)
    .filter((field) => field !== SOURCE_HASH)
    .sort();
  return hashText(JSON.stringify(fields.map((field) => [field, german[field] ?? null])));
}

/** The translations with the hash of the German they were made from (`german`: the German values). */
export function stampTranslations(translations: Translations | undefined, german: Record<string, unknown>) {
  const stamped: Translations = {};
  for (const lang of TRANSLATION_LANGUAGES) {
    const fields = translations?.[lang];
    if (fields) stamped[lang] = { ...fields, [SOURCE_HASH]: germanHash(german, fields) };
  }
  return stamped;
}

/** The languages whose translation was made from another German version than `german`. */
export function outdatedLanguages(
  translations: Translations | null | undefined,
  german: Record<string, unknown>,
) {
  return TRANSLATION_LANGUAGES.filter((lang) => {
    const fields = translations?.[lang];
    const made = fields?.[SOURCE_HASH];
    return typeof made === 'string' && made !== germanHash(german, fields!);
  });
}

/** A translation without its bookkeeping (what an editor shows and sends back). */
export function withoutSourceHash<T extends Record<string, unknown>>(fields: T | undefined) {
  if (!fields) return fields;
  const { [SOURCE_HASH]: _hash, ...rest } = fields;
  return rest;
}
