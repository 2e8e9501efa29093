/** PostgreSQL and PGlite both report a unique violation as SQLSTATE 23505, sometimes on a wrapped cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
