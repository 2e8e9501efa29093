/** Registration and login rules (SPEC §5), shared by the forms and the server schemas. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password a sign-in accepts (and so the longest that may be set). */
export const PASSWORD_MAX_LENGTH = 200;

// Pragmatic e-mail shape check: one @, no spaces, a dot in the domain part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
