import { currentLanguage } from './i18n.ts';

const LOCALES = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' } as const;

/** A date as readers of the interface language expect it (German: 22.11.2026). */
export function formatDate(iso: string | Date, style: 'short' | 'long' = 'short'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: style === 'long' ? 'long' : 'medium',
  }).format(date);
}

/** Euro amounts (German: 89,00 €). */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat(LOCALES[currentLanguage()], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}
