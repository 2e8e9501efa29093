import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Translations } from '../../common/domain/translations.ts';
import type { Language } from '../../common/i18n/languages.ts';

/**
 * A translations column narrowed to the one language the reader sees (decision 028): lists read many
 * rows and never show the other languages' texts, so they are not read or sent over the wire. German
 * readers need none.
 */
export function translationIn(column: AnyColumn, language: Language): SQL<Translations | null> {
  if (language === 'de') return sql<Translations | null>`null::jsonb`;
  return sql<Translations | null>`jsonb_build_object(${language}::text, ${column} -> ${language}::text)`;
}
