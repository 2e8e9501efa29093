import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../scripts/built-server.ts';

// Every way of starting the app's process passes the same Node options (scripts/built-server.ts).
describe('the server command', () => {
  const command = `${SERVER_NODE_ARGS.join(' ')} --env-file`;

  it('is the same in package.json start and serve', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'serve']) {
      expect(scripts[name]).toContain(`node ${command}-if-exists=.env ${BUILT_SERVER}`);
    }
  });

  it('is the same in the service unit of docs/deploy.md', () => {
    expect(readFileSync('docs/deploy.md', 'utf8')).toMatch(
      new RegExp(`ExecStart=\\S+/node ${command}=\\S+ ${BUILT_SERVER.replaceAll('.', '\\.')}`),
    );
  });

  it('is the same in deploy/rolling-restart.sh for plain processes', () => {
    expect(readFileSync('deploy/rolling-restart.sh', 'utf8')).toContain(
      `START_COMMAND:-node_modules/.bin/node ${command}-if-exists=.env ${BUILT_SERVER}}`,
    );
  });
});
