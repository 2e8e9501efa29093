/**
 * How long a sign-in lasts (issue 26): it ends after `idleDays` without use and, used or not,
 * `maxDays` after it began (a stolen cookie is worth weeks, not forever). Each use moves the idle end,
 * written at most once a day so reads stay reads.
 */
export type SessionLifetime = { sessionIdleDays: number; sessionMaxDays: number };

const DAY = 86_400_000;

/** The end of a session first used, or last renewed, at `now`. */
export function sessionEnd(lifetime: SessionLifetime, createdAt: Date, now: Date): Date {
  const idle = now.getTime() + lifetime.sessionIdleDays * DAY;
  return new Date(Math.min(idle, createdAt.getTime() + lifetime.sessionMaxDays * DAY));
}

/** The session began more than `maxDays` ago. */
export function pastMaxAge(lifetime: SessionLifetime, createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= lifetime.sessionMaxDays * DAY;
}

/** The new end when a use at `now` should move it (its last move is a day old), else null. */
export function renewedEnd(
  lifetime: SessionLifetime,
  createdAt: Date,
  expiresAt: Date,
  now: Date,
): Date | null {
  const end = sessionEnd(lifetime, createdAt, now);
  return end.getTime() - expiresAt.getTime() >= DAY ? end : null;
}
