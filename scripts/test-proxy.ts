// `npm run test:proxy`: two app instances on one fresh PostgreSQL database behind deploy/nginx.conf,
// then behind deploy/Caddyfile (issues 12 and 32). Each proxy runs its shipped file with only ports,
// server name and a self-signed certificate replaced (scripts/proxy-test/proxies.ts). Through each:
// the checks of proxy-test/checks.ts, then deploy/rolling-restart.sh restarts both instances while
// reads, keyed writes and assistant streams go on (proxy-test/load.ts). It passes when no request
// failed, the rows the writes made equal the writes the app acknowledged, and each instance was seen
// draining (health 503 while it still served). Counts only, no timing.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { withDatabase } from '../server/test/global-setup.ts';
import { BUILT_SERVER, SERVER_NODE_ARGS } from './built-server.ts';
import { checkThroughProxy } from './proxy-test/checks.ts';
import { startFakeAi } from './proxy-test/fake-ai.ts';
import { call, check as checkWith } from './proxy-test/http.ts';
import { type LoadCounts, startLoad } from './proxy-test/load.ts';
import {
  ensureProxies,
  type Ports,
  type RunningProxy,
  selfSignedCertificate,
  startCaddy,
  startNginx,
} from './proxy-test/proxies.ts';

const base = Number(process.env.PROXY_TEST_PORT) || 4491;
const ports: Ports = { http: base, https: base + 1, apps: [base + 2, base + 3] };
const aiPort = base + 4;
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `mpu_proxy_${process.pid}`;
const admin = { email: 'chef@example.org', password: 'chef-passwort-1' };
const origin = `https://localhost:${ports.https}`;
/** Short, so the test stays short; longer than nginx's upstream keepalive_timeout (2 s). */
const DRAIN_SECONDS = 3;

const started = Date.now();
const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
const check: (ok: unknown, text: string) => asserts ok = (ok, text) => checkWith(ok, text, step);

let dir = '';
const children: ChildProcess[] = [];

async function onServer(sql: string, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** deploy/rolling-restart.sh in its plain-process mode, for both instances (starts them if stopped). */
async function rollingRestart() {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: origin,
    TRUST_PROXY: '1',
    DATABASE_URL: withDatabase(serverUrl, database),
    SESSION_SECRET: '',
    DEMO_ACCOUNTS: '',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    DRAIN_SECONDS: String(DRAIN_SECONDS),
    AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
    AI_API_KEY: 'test',
    AI_MODEL: 'm',
    APP_DIR: process.cwd(),
    RUN_DIR: path.join(dir, 'run'),
    START_COMMAND: [process.execPath, ...SERVER_NODE_ARGS, BUILT_SERVER].join(' '),
  };
  const script = spawn('bash', ['deploy/rolling-restart.sh', 'process', ...ports.apps.map(String)], {
    env,
    stdio: 'inherit',
  });
  const [code] = await once(script, 'exit');
  if (code !== 0) throw new Error(`deploy/rolling-restart.sh exited with ${code}`);
}

const pidOf = (port: number) => Number(readFileSync(path.join(dir, 'run', `mpu-${port}.pid`), 'utf8'));

/**
 * Polls both instances directly while `until` runs; an instance counts as seen draining when its
 * /api/health said 503 while /api/health/live said 200 (it was stopping and still serving).
 */
async function watchDrains(until: Promise<void>): Promise<Set<number>> {
  const seen = new Set<number>();
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const status = (url: string) =>
    fetch(url).then(
      (r) => r.status,
      () => 0,
    );
  while (!done) {
    for (const port of ports.apps) {
      const [health, live] = await Promise.all([
        status(`http://127.0.0.1:${port}/api/health`),
        status(`http://127.0.0.1:${port}/api/health/live`),
      ]);
      if (health === 503 && live === 200) seen.add(port);
    }
    await sleep(50);
  }
  return seen;
}

async function waitThrough(proxy: RunningProxy) {
  for (let i = 0; ; i++) {
    if (proxy.process.exitCode !== null)
      throw new Error(`${proxy.name} exited with ${proxy.process.exitCode}`);
    const health = await call(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) return;
    if (i > 200) throw new Error(`the app did not answer behind ${proxy.name}`);
    await sleep(100);
  }
}

async function newsRows(tag: string): Promise<number> {
  const result = await onServer(
    `select count(*)::int as n from news where title like '${tag} %'`,
    withDatabase(serverUrl, database),
  );
  return (result.rows[0] as { n: number }).n;
}

async function phase(proxy: RunningProxy, configLimit: number) {
  await waitThrough(proxy);
  const cookie = await checkThroughProxy({
    proxy: proxy.name,
    origin,
    httpOrigin: proxy.name === 'nginx' ? `http://127.0.0.1:${ports.http}` : `http://localhost:${ports.http}`,
    configLimit,
    admin,
    step,
  });
  const tag = `Last ${proxy.name}`;
  const load = startLoad({ origin, cookie, tag });
  // The load runs before the first instance is told to stop.
  while (load.counts.reads < 30 || load.counts.writes < 10) await sleep(50);
  step(`${proxy.name}: rolling restart under load …`);
  const restart = rollingRestart();
  const drained = await watchDrains(restart);
  await restart;
  const counts: LoadCounts = await load.stop();
  const rows = await newsRows(tag);
  const sent = counts.reads + counts.writes + counts.streams;
  step(
    `${proxy.name}: ${sent} requests (${counts.reads} reads, ${counts.writes} keyed writes, ` +
      `${counts.streams} streams): ${counts.failed} failed; writes repeated by the client ` +
      `${counts.secondTries}, answered from the first ${counts.replayed}; rows ${rows} ` +
      `vs acknowledged ${counts.acknowledged}`,
  );
  for (const problem of counts.problems) step(`  ${problem}`);
  check(drained.size === 2, `${proxy.name}: both instances drained (health 503 while still serving)`);
  check(counts.failed === 0, `${proxy.name}: no request failed during the rolling restart`);
  check(rows === counts.acknowledged, `${proxy.name}: rows equal the acknowledged writes (${rows})`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function stopInstances() {
  for (const port of ports.apps) {
    const file = path.join(dir, 'run', `mpu-${port}.pid`);
    if (!existsSync(file)) continue;
    try {
      process.kill(pidOf(port), 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

async function main() {
  ensureProxies();
  dir = mkdtempSync(path.join(tmpdir(), 'mpu-proxy-'));
  selfSignedCertificate(dir);
  const ai = await startFakeAi(aiPort);
  try {
    await onServer(`drop database if exists ${database} with (force)`);
    await onServer(`create database ${database}`);
    step(`fresh database ${database}; starting two instances (deploy/rolling-restart.sh process)`);
    await rollingRestart();

    const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');
    const nginx = startNginx(nginxConf, dir, ports);
    children.push(nginx.process);
    const nginxLimit = Number(/client_max_body_size (\d+)m;/.exec(nginxConf)?.[1]) * 1024 * 1024;
    await phase(nginx, nginxLimit);
    await stop(nginx.process);

    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    const caddy = startCaddy(caddyfile, dir, ports);
    children.push(caddy.process);
    // Both Caddy limits: the Content-Length check and request_body (else NaN, and the check fails).
    const caddyLimits = [
      Number(/max_size (\d+)MiB/.exec(caddyfile)?.[1]) * 1024 * 1024,
      Number(/Content-Length\}\) > (\d+)/.exec(caddyfile)?.[1]),
    ];
    const caddyLimit = caddyLimits[0] === caddyLimits[1] ? caddyLimits[0]! : Number.NaN;
    await phase(caddy, caddyLimit);
    step('all checks passed');
  } finally {
    ai.close();
  }
}

async function cleanup(failed: boolean) {
  for (const child of children.reverse()) await stop(child);
  await stopInstances();
  await onServer(`drop database if exists ${database} with (force)`).catch(() => undefined);
  if (failed) {
    for (const name of [
      'nginx-error.log',
      'caddy.log',
      `run/mpu-${ports.apps[0]}.log`,
      `run/mpu-${ports.apps[1]}.log`,
    ]) {
      const file = path.join(dir, name);
      if (dir && existsSync(file))
        console.error(`--- ${name} ---\n${readFileSync(file, 'utf8').slice(-4000)}`);
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}

main().then(
  async () => {
    await cleanup(false);
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanup(true);
    process.exit(1);
  },
);
