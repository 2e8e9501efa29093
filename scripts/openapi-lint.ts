// `npm run lint`, second part (decision 053): builds the app over an empty in-memory database, writes
// its OpenAPI description and the integration subset to .tmp/openapi/, and lints both with Redocly
// CLI (redocly.yaml). `--write-only` writes the files without linting.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { openPglite } from '../server/db/pglite.ts';
import { loadEnv } from '../server/env.ts';
import { INTEGRATION_PREFIX } from '../server/plugins/integration-docs.ts';

const out = path.resolve('.tmp/openapi');
const database = await openPglite();
const env = loadEnv({
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  DATA_DIR: out,
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ database, env, logger: false });
await app.ready();
mkdirSync(out, { recursive: true });
const files = {
  'openapi.json': app.swagger(),
  'integration.json': (await app.inject(`${INTEGRATION_PREFIX}/openapi.json`)).json(),
};
for (const [name, spec] of Object.entries(files))
  writeFileSync(path.join(out, name), JSON.stringify(spec, null, 2));
await app.close();
await database.close();

if (!process.argv.includes('--write-only')) {
  const paths = Object.keys(files).map((name) => path.join(out, name));
  const lint = spawnSync('redocly', ['lint', '--config', 'redocly.yaml', ...paths], {
    stdio: 'inherit',
    shell: false,
  });
  if (lint.error)
    console.error('Redocly CLI is not installed here: run `npm install` (it is a dev dependency).');
  process.exit(lint.status ?? 1);
}
