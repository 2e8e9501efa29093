/** Calendar dates as the consultancy's German users see them (Europe/Berlin). */

/** Today's date in Germany as YYYY-MM-DD (the consultancy's calendar). */
export function todayInGermany(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}

function berlinOffsetMinutes(instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{1,2})(?::(\d{2}))?/);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant a German calendar day ends: the next midnight in Berlin (summer and winter time). */
export function endOfGermanDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  return new Date(nextMidnightUtc - berlinOffsetMinutes(nextMidnightUtc) * 60_000);
}

/** The German calendar day that ends at `instant` (inverse of endOfGermanDay). */
export function germanDayEndingAt(instant: Date): string {
  return todayInGermany(new Date(instant.getTime() - 1));
}
