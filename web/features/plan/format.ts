import { dateFormat } from '../../lib/format.ts';

/** A calendar day `YYYY-MM-DD` in the interface language ('15. März 2027'), independent of the time zone. */
export function formatDay(day: string, language: string): string {
  return dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
