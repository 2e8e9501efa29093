/** Registration and login rules (SPEC §5), shared by the forms and the server schemas. */
export const PASSWORD_MIN_LENGTH = 6;

// Pragmatic e-mail shape check: one @, no spaces, a dot in the domain part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type LoginInput = { email: string; password: string };
export type LoginProblem = 'missingCredentials' | 'invalidEmail';

/** Login needs e-mail and password (SPEC §5). */
export function checkLogin(input: LoginInput): LoginProblem | null {
  if (!input.email.trim() || !input.password) return 'missingCredentials';
  if (!isEmail(input.email.trim())) return 'invalidEmail';
  return null;
}

export type RegisterProblem = 'missingCredentials' | 'invalidEmail' | 'passwordTooShort' | 'missingReason';

export function checkRegister(input: LoginInput & { reason: string }): RegisterProblem | null {
  const loginProblem = checkLogin(input);
  if (loginProblem) return loginProblem;
  if (input.password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (!input.reason) return 'missingReason';
  return null;
}
