import { currentLanguage } from './i18n.ts';

const LOCALES = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' } as const;

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * One Intl.DateTimeFormat per language and options, kept: building one costs far more than using it
 * (the first overview built several per render, issue 12).
 */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
}

/** One Intl.NumberFormat per language and options, kept (see dateFormat). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
}

/** A date as readers of the interface language expect it (German: 22.11.2026). */
export function formatDate(iso: string | Date, style: 'short' | 'long' = 'short'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return dateFormat(LOCALES[currentLanguage()], { dateStyle: style === 'long' ? 'long' : 'medium' }).format(
    date,
  );
}

/** A moment with its time, as readers of the interface language expect it (German: 04.12.2026, 20:58:00). */
export function formatDateTime(iso: string | Date): string {
  return dateFormat(LOCALES[currentLanguage()], { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** Euro amounts (German: 89,00 €). */
export function formatPrice(cents: number): string {
  return numberFormat(LOCALES[currentLanguage()], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
