import { AppError } from './errors.ts';

/** The opaque cursor of a paged list: the values the next page starts after, base64url JSON. */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor from `encodeCursor`; anything else is a 400 (validation). */
export function decodeCursor(cursor: string, size = 2): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === size && values.every((v) => typeof v === 'string')) {
      return values;
    }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('validation', 400, 'bad cursor', 'Ungültiger Cursor für die nächste Seite.');
}
