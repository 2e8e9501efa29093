// `npm start`: builds the web app and the server bundle only when their sources changed since the
// last build (issue 12, decision 038). The build (`npm run build`) ends with
// `node scripts/build-if-needed.ts --stamp`, which records a hash of every input in dist/build-stamp;
// a start compares it and skips the build when equal.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'web',
  'common',
  'server',
  'scripts/build-server.ts',
  'vite.config.ts',
  'scripts/route-documents.ts',
  'scripts/compress.ts',
  'scripts/publish-web.ts',
  'scripts/release',
  'package-lock.json',
];
const STAMP = 'dist/build-stamp';

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      if (/\.test\.tsx?$/.test(file)) continue; // tests are not part of the build
      hash.update(file).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
if (process.argv.includes('--stamp')) {
  writeFileSync(STAMP, `${current}\n`);
} else {
  const built =
    existsSync('dist/web/index.html') && existsSync('dist/server/main.js') && existsSync(STAMP)
      ? readFileSync(STAMP, 'utf8').trim()
      : '';
  if (built === current) {
    console.log('The build is up to date (dist/web, dist/server); not rebuilding.');
  } else {
    console.log('Building the web app and the server (sources changed since the last build) …');
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(
        'The app could not be built. A production install without dev dependencies cannot build: ' +
          'build once with `npm ci && npm run build`, then `npm prune --omit=dev` (see docs/deploy.md).',
      );
      process.exit(result.status ?? 1);
    }
  }
}
