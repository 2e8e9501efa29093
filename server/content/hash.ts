import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Hash of an item's values as the loader writes them, the same for the files and for a row read back
 * from the database. References to parent rows (`…Id`) are left out: they differ between databases
 * and never change for a key. Dates count as ISO strings, missing values as null.
 */
export function contentHash(values: Record<string, unknown>): string {
  const entries = Object.keys(values)
    .filter((key) => !key.endsWith('Id'))
    .sort()
    .map((key) => {
      const value = values[key];
      return [key, value instanceof Date ? value.toISOString() : (value ?? null)];
    });
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 32);
}

/**
 * Hashes of the versions released before hashes were recorded, for the items changed since
 * (`npm run content:legacy-hashes` writes the file). A row loaded before then that still matches its
 * released version is known to be unedited and takes the corrected one.
 */
export const legacyHashes: Record<string, string> = JSON.parse(
  readFileSync(new URL('./legacy-hashes.json', import.meta.url), 'utf8'),
);
