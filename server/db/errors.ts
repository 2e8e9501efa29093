/** PostgreSQL and PGlite both report a unique violation as SQLSTATE 23505, sometimes on a wrapped cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The SQLSTATE of a database error (e.g. 23503 foreign key, 23505 unique), also on a wrapped cause. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * SQLSTATEs of a database that cannot serve now: 08 connection exceptions, 53300 too many
 * connections, 57014 statement timeout (or cancel), 57P01–57P05 shutdown, crash, cannot connect now,
 * idle session timeout, 25P03 idle-in-transaction timeout.
 */
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[1-5]|25P03)$/;
/** Socket errors on the way to the database (ENOENT: the embedded socket file is gone). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOENT',
]);
/** node-postgres and its pool say so in their messages only. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error/;

/**
 * Whether `error` means the database did not answer in time or could not be reached (issue 26): the
 * request gets 503 with Retry-After, never a 500. Checked along wrapped causes (Drizzle wraps).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  type Failure = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown };
  for (let e = error as Failure | undefined; e; e = e.cause as Failure | undefined) {
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_STATES.test(e.code)) return true;
      // ENOENT and the like from elsewhere (a missing media file) are no database failure.
      if (UNAVAILABLE_CODES.has(e.code) && (e.syscall === 'connect' || e.code !== 'ENOENT')) return true;
    }
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
