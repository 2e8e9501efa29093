/** Interface languages (SPEC §1, §9): German is the default and the fallback. */
export const LANGUAGES = ['de', 'tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}
