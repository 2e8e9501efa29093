/** Rules of the personal settings (SPEC §5 'Settings'), shared by the form and the server. */

export const MAX_HOBBIES = 50;

/** E-mail update only when changed and non-empty. */
export function isEmailChange(current: string, next: string): boolean {
  const trimmed = next.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== current.trim().toLowerCase();
}

/** Password change needs both fields equal and non-empty, else 'Passwörter stimmen nicht überein'. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password !== '' && password === confirmation;
}

/** Children count must be a number >= 0; anything invalid becomes 0. */
export function toChildrenCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n) || n < 0 || String(value).trim() === '') return 0;
  return Math.min(Math.floor(n), 99);
}

/** A hobby is added only if non-empty after trimming and not already present. */
export function addHobby(hobbies: readonly string[], input: string): string[] {
  const hobby = input.trim();
  if (!hobby) return [...hobbies];
  if (hobbies.some((h) => h.toLowerCase() === hobby.toLowerCase())) return [...hobbies];
  return [...hobbies, hobby];
}

/** Trimmed, no blanks, no duplicates (the server applies the same rule to what it stores). */
export function normalizeHobbies(hobbies: readonly string[]): string[] {
  return hobbies.reduce<string[]>((list, hobby) => addHobby(list, hobby), []);
}

/** A real calendar date (YYYY-MM-DD) between 1900-01-01 and today. */
export function isValidBirthDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  return year >= 1900 && value <= today.toISOString().slice(0, 10);
}
