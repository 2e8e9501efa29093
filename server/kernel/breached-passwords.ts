import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/domain/auth-rules.ts';
import { AppError } from './errors.ts';

/**
 * The breached-password list that ships with the app (scripts/make-password-list.ts): the 100,000
 * most common passwords of at least 8 characters of a list of 10 million leaked ones, lower-cased.
 * Read once, on the first check (100,000 entries, about 8 MB in memory); no network.
 */
const LIST_FILE = new URL('./data/common-passwords.txt.gz', import.meta.url);

let list: Set<string> | undefined;

function load(): Set<string> {
  list ??= new Set(gunzipSync(readFileSync(LIST_FILE)).toString('utf8').split('\n').filter(Boolean));
  return list;
}

/** The password (ignoring case) is on the list of commonly used, leaked passwords. */
export function isBreachedPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}

/** How many passwords the list holds (the test checks it is the full list). */
export function breachedPasswordCount(): number {
  return load().size;
}

/** Refuses a new password that is on the list, with a German sentence (400 `password_breached`). */
export function assertNotBreached(password: string): void {
  if (isBreachedPassword(password))
    throw new AppError(
      'password_breached',
      400,
      'password on the breached list',
      'Dieses Passwort ist sehr verbreitet und taucht in Listen gestohlener Passwörter auf. Bitte wählen Sie ein anderes.',
    );
}

/**
 * Why a password set outside the app's forms (`ADMIN_PASSWORD`, `npm run admin:create`) cannot be
 * used: the rules of every new password (issue 26), in English for the operator's console.
 */
export function newPasswordProblem(password: string | undefined): string | undefined {
  if (!password) return 'the password is missing';
  if (password.length < PASSWORD_MIN_LENGTH)
    return `the password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  // A sign-in takes no longer one: such an administrator could never sign in.
  if (password.length > PASSWORD_MAX_LENGTH)
    return `the password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (isBreachedPassword(password))
    return 'the password is on the list of common, leaked passwords (server/kernel/data/); choose another';
  return undefined;
}

/** A configured password (`ADMIN_PASSWORD`) with these rules; the message names the problem. */
export const newPasswordField = z.string().refine((password) => !newPasswordProblem(password), {
  error: (issue) => newPasswordProblem(String(issue.input)),
});
