// `npm install` (the prepare script) points git at scripts/git-hooks, so the commit-msg hook checks
// every new commit's message. Outside a git checkout (a tarball, a production copy) it does nothing.
import { spawnSync } from 'node:child_process';

const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
if (inside.status === 0 && inside.stdout.trim() === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', 'scripts/git-hooks'], { stdio: 'inherit' });
}
