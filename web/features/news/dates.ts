const german = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** Dates in German format (SPEC §2): 24.04.2026. */
export const germanDate = (iso: string) => german.format(new Date(iso));

/** yyyy-mm-dd of a moment in local time (for <input type="date">). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
