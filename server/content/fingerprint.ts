import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../db/migrate.ts';

/** The loader's own code (this folder without tests) and the applied schema: a change reloads. */
const loaderDir = fileURLToPath(new URL('.', import.meta.url));
const journal = path.join(migrationsFolder, 'meta', '_journal.json');

function* files(dir: string, skip: (name: string) => boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (skip(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, skip);
    else yield full;
  }
}

/**
 * A hash of everything a content load depends on: the files of the pack (without `media/`, which the
 * loader never reads), the loader's code and the migrations journal. When it equals the one stored
 * after the last complete load, loading again would change nothing (decision 033): a start skips it.
 */
export function contentFingerprint(contentDir: string, kinds: string[]): string {
  const hash = createHash('sha256').update(kinds.join(','));
  const inputs = [
    ...files(contentDir, (name) => name === 'media' || name.startsWith('.')),
    ...files(loaderDir, (name) => /\.test\.ts$/.test(name)),
    journal,
  ];
  // Names relative to their folder, so a moved installation or a copied pack counts as the same.
  const name = (file: string) => path.relative(file.startsWith(contentDir) ? contentDir : loaderDir, file);
  for (const file of inputs) hash.update(name(file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
