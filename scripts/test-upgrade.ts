// `npm run test:upgrade` (issue 32, decision 049): the previous release and this one on one PostgreSQL
// database, as during a rolling upgrade, and the rollback.
//   1. The previous release (scripts/upgrade/previous.ts) starts on a fresh database: its schema.
//   2. This release starts beside it and migrates the database to the new schema.
//   3. The main journeys (scripts/upgrade/journeys.ts) pass against the old server on the new
//      schema, and against the new one.
//   4. Rollback: the new one stops, the old one restarts on the new schema; the journeys pass again.
// The previous release is unpacked with `git archive` into .tmp/upgrade/<commit> and built there once.
// It reuses this checkout's node_modules when the lockfiles are equal; otherwise `npm ci` installs
// them in CI (CI=true) or with UPGRADE_INSTALL=1, and elsewhere the test is skipped. Needs PostgreSQL
// (TEST_DATABASE_URL).
import { type ChildProcess, execSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../server/test/global-setup.ts';
import { BUILT_SERVER, SERVER_NODE_ARGS } from './built-server.ts';
import { mainJourneys } from './upgrade/journeys.ts';
import { type Previous, previousRelease } from './upgrade/previous.ts';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `mpu_upgrade_${process.pid}`;
const databaseUrl = withDatabase(serverUrl, name);
const [oldPort, newPort] = [
  Number(process.env.UPGRADE_PORT) || 4471,
  (Number(process.env.UPGRADE_PORT) || 4471) + 1,
];
const origin = `http://localhost:${oldPort}`; // one public address, as behind the proxy
const started = Date.now();

function step(text: string) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
}

function check(ok: unknown, text: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function skip(reason: string): never {
  console.log(`test:upgrade skipped: ${reason}`);
  process.exit(0);
}

/** The previous release's sources, node_modules and build in .tmp/upgrade/<commit>. */
function preparePrevious({ sha, ref, tagged }: Previous): string {
  const dir = path.resolve('.tmp/upgrade', sha);
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${sha} | tar -x -C ${JSON.stringify(dir)}`);
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    if (
      readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')
    ) {
      symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    } else if (process.env.UPGRADE_INSTALL === '1' || process.env.CI === 'true') {
      const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (installed.status !== 0) throw new Error(`npm ci for the previous release ${ref} failed`);
    } else {
      skip(
        `package-lock.json changed since ${ref}, so its node_modules cannot be reused. ` +
          'Run with UPGRADE_INSTALL=1 to install them (npm ci, a few minutes).',
      );
    }
  }
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: dir, stdio: 'inherit' });
  if (built.status === 0) return dir;
  // A tagged release was deployed, so it built; an untagged commit may never have been a release.
  if (!tagged) skip(`${ref} (${sha.slice(0, 10)}) does not build; tag releases (docs/deploy.md, section 8).`);
  throw new Error(`the previous release ${ref} (${sha}) did not build`);
}

/** The privacy notice version a release asks learners to agree to (its own source). */
function noticeVersion(dir: string): string {
  const source = readFileSync(path.join(dir, 'common/domain/privacy.ts'), 'utf8');
  const version = /PRIVACY_NOTICE_VERSION = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error(`no PRIVACY_NOTICE_VERSION in ${dir}`);
  return version;
}

const children = new Set<ChildProcess>();

async function start(label: string, cwd: string, port: number): Promise<ChildProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: '',
      DEMO_ACCOUNTS: 'true',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (d: Buffer) => output.push(d.toString()));
  children.add(child);
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null)
      throw new Error(`${label} exited with ${child.exitCode}:\n${output.join('')}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      step(`${label} is up on :${port}`);
      return child;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${label} did not become healthy:\n${output.join('')}`);
}

async function stop(child: ChildProcess) {
  children.delete(child);
  if (child.exitCode === null) {
    child.kill('SIGINT');
    await once(child, 'exit');
  }
}

const migrations = async () =>
  Number(
    (await sql<{ n: string }>(databaseUrl, 'select count(*) as n from drizzle.__drizzle_migrations'))[0]!.n,
  );
const journal = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

const previous = previousRelease() ?? skip('this clone has no earlier commit (a shallow clone).');
step(`previous release: ${previous.ref} (${previous.sha.slice(0, 10)})`);
const oldDir = preparePrevious(previous);

await sql(serverUrl, `drop database if exists ${name} with (force)`);
await sql(serverUrl, `create database ${name}`);
try {
  let old = await start('the previous release', oldDir, oldPort);
  check(
    (await migrations()) === journal(oldDir),
    `the database has the previous schema (${journal(oldDir)} migrations)`,
  );
  await mainJourneys(
    `http://127.0.0.1:${oldPort}`,
    origin,
    'previous release, its own schema',
    check,
    noticeVersion(oldDir),
  );

  const fresh = await start('this release', process.cwd(), newPort);
  const added = journal('.') - journal(oldDir);
  check(
    (await migrations()) === journal('.'),
    `this release migrated the database (${added} new migrations)`,
  );
  await mainJourneys(
    `http://127.0.0.1:${oldPort}`,
    origin,
    'previous release on the new schema',
    check,
    noticeVersion(oldDir),
  );
  await mainJourneys(`http://127.0.0.1:${newPort}`, origin, 'this release', check, noticeVersion('.'));

  await stop(fresh);
  await stop(old);
  old = await start('the previous release again (rollback)', oldDir, oldPort);
  await mainJourneys(`http://127.0.0.1:${oldPort}`, origin, 'rollback', check, noticeVersion(oldDir));
  await stop(old);
  console.log(
    `test:upgrade passed (${previous.ref} → this commit, ${added} migrations, ${((Date.now() - started) / 1000).toFixed(0)} s).`,
  );
} finally {
  for (const child of children) await stop(child);
  await sql(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
}
