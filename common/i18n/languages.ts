/** Interface languages (SPEC §1, §9): German is the default and the fallback. */
export const LANGUAGES = ['de', 'tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function toLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}

/** The language an `Accept-Language` header asks for: only its first tag counts (decision 028). */
export function fromAcceptLanguage(header: string | null | undefined): Language {
  return toLanguage(header?.split(',')[0]?.trim());
}
