// Which release `npm run test:upgrade` starts as "the previous one" (docs/deploy.md, decision 049):
// PREVIOUS_RELEASE if set (a tag or commit), else the newest tag release/* that is not this commit,
// else the commit main had before this one (its first parent).
import { execFileSync } from 'node:child_process';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

export type Previous = { ref: string; sha: string; tagged: boolean };

/** undefined: no earlier commit in this clone (a shallow clone). */
export function previousRelease(env: Record<string, string | undefined> = process.env): Previous | undefined {
  const head = git('rev-parse', 'HEAD');
  if (env.PREVIOUS_RELEASE)
    return {
      ref: env.PREVIOUS_RELEASE,
      sha: git('rev-parse', `${env.PREVIOUS_RELEASE}^{commit}`),
      tagged: true,
    };
  const tags = git('tag', '--list', 'release/*', '--merged', 'HEAD', '--sort=-creatordate')
    .split('\n')
    .filter(Boolean);
  for (const tag of tags) {
    const sha = git('rev-parse', `${tag}^{commit}`);
    if (sha !== head) return { ref: tag, sha, tagged: true };
  }
  try {
    return { ref: 'HEAD^1', sha: git('rev-parse', '--verify', '--quiet', 'HEAD^1'), tagged: false };
  } catch {
    return undefined;
  }
}
