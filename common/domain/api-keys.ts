/** CRM integration keys (SPEC §3, §5, §9). */
export const API_KEY_PREFIX = 'pd_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_PATTERN = /^pd_[A-Za-z0-9]{32}$/;
export const MASK_MAX_BULLETS = 20;

/** The key hidden behind bullets, at most 20 of them (SPEC §9). */
export function maskKey(length: number): string {
  return '•'.repeat(Math.min(Math.max(length, 0), MASK_MAX_BULLETS));
}

/** The expiry date (YYYY-MM-DD) may be empty, but not earlier than today (SPEC §5). */
export function isExpiryAllowed(expiry: string | null | undefined, today: string): boolean {
  if (!expiry) return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) && expiry >= today;
}

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

/** The instant a key that works through `date` (German calendar) stops working: next midnight in Berlin. */
export function expiryInstant(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const nextMidnightUtc = Date.UTC(y, m - 1, d + 1);
  return new Date(nextMidnightUtc - berlinOffsetMinutes(nextMidnightUtc) * 60_000);
}

/** The last day a key works, from its expiry instant. */
export function expiryDate(instant: Date): string {
  return todayInGermany(new Date(instant.getTime() - 1));
}
