// Writes server/content/legacy-hashes.json: for every content item that changed since a released
// version (default: the last commit before the loader recorded hashes), the hash of that released
// version. A database loaded before hashes existed then takes the corrected item where its row still
// matches the release (docs/decisions/020-content-review-and-reload.md).
//   npm run content:legacy-hashes [-- <git-ref>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultContentDir, loadContent } from '../server/content/loader.ts';
import { openPglite } from '../server/db/pglite.ts';
import { contentLoaded } from '../server/db/schema/content.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ref = process.argv[2] ?? '437db8f';

async function hashesOf(contentDir: string): Promise<Map<string, string | null>> {
  const database = await openPglite();
  try {
    await database.migrate();
    await loadContent(database.db, { contentDir });
    const rows = await database.db.select().from(contentLoaded);
    return new Map(rows.map((row) => [row.sourceKey, row.hash]));
  } finally {
    await database.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'mpu-released-'));
try {
  const archive = execFileSync('git', ['archive', ref, 'content', ':(exclude)content/media'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const released = await hashesOf(path.join(dir, 'content'));
  const current = await hashesOf(defaultContentDir);
  const changed = Object.fromEntries(
    [...released]
      .filter(([key, hash]) => hash && current.get(key) !== hash)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(
    path.join(root, 'server', 'content', 'legacy-hashes.json'),
    `${JSON.stringify(changed, null, 2)}\n`,
  );
  console.log(`${Object.keys(changed).length} changed items since ${ref}.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
