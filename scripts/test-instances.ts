// `npm run test:instances`: two app instances started at the same moment on a fresh PostgreSQL
// database (issue 12). One migrates, seeds ADMIN_EMAIL and loads content while the other waits for
// the lock; both share the secret from the database. A session and a CRM key made on one work on
// the other; the same learner upserted on both at once is one learner; the retention job ran once
// (decision 064); demo accounts are off; when the database is dropped, health turns 503; SIGTERM
// ends both cleanly.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { withDatabase } from '../server/test/global-setup.ts';
import { startBuiltServer } from './built-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `mpu_instances_${process.pid}`;
const ports = [Number(process.env.INSTANCES_PORT) || 4481];
ports.push(ports[0]! + 1);
const admin = { email: 'chef@example.org', password: 'chef-passwort-1' };
const started = Date.now();

function step(text: string) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
}

function check(ok: unknown, text: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const children: ChildProcess[] = [];
const logs: string[][] = [];

function startInstance(port: number, databaseUrl: string): ChildProcess {
  const output: string[] = [];
  logs.push(output);
  const child = startBuiltServer({
    port,
    appUrl: `http://localhost:${ports[0]}`,
    admin,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
    output,
  });
  children.push(child);
  return child;
}

async function waitHealthy(port: number, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance on :${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on :${port} did not become healthy`);
}

const base = (port: number) => `http://127.0.0.1:${port}`;

async function main() {
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const databaseUrl = withDatabase(serverUrl, name);
  step(`fresh database ${name}`);

  const [a, b] = ports.map((port) => startInstance(port, databaseUrl)) as [ChildProcess, ChildProcess];
  await Promise.all([waitHealthy(ports[0]!, a), waitHealthy(ports[1]!, b)]);
  check(a.exitCode === null && b.exitCode === null, 'both instances started together and are healthy');
  const [pa, pb] = ports as [number, number];

  // One job runner across instances (decision 064): both started at once, one ran the purge.
  const jobs = new pg.Client({ connectionString: databaseUrl });
  await jobs.connect();
  let retention: { runs: number; last_finished_at: Date | null } | undefined;
  for (let i = 0; i < 150 && !retention?.last_finished_at; i++) {
    retention = (
      await jobs.query("select runs, last_finished_at from scheduled_jobs where name = 'retention'")
    ).rows[0];
    if (!retention?.last_finished_at) await new Promise((r) => setTimeout(r, 200));
  }
  const purgedIn = logs.filter((l) => l.join('').includes('retention: old data deleted')).length;
  check(
    retention?.runs === 1 && purgedIn === 1,
    `two instances started at once ran the retention job once (runs ${retention?.runs}, logged by ${purgedIn})`,
  );

  const login = await fetch(`${base(pa)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  check(login.status === 200, `ADMIN_EMAIL signs in on instance A (${login.status})`);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const me = await fetch(`${base(pb)}/api/me`, { headers: { cookie } });
  check(me.status === 200 && (await me.json()).role === 'admin', 'the session from A works on instance B');

  const demo = await fetch(`${base(pb)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'demo-admin' }),
  });
  check(demo.status === 401, 'no demo sign-in on a PostgreSQL server');
  check(
    logs.some((l) => l.join('').includes('Demo accounts off')),
    'the start log says the demo accounts are off',
  );

  const created = await fetch(`${base(pa)}/api/admin/api-keys`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'CRM', scopes: ['learners:write', 'learners:read', 'pages:write'] }),
  });
  check(created.status === 201 || created.status === 200, `a CRM key is made on A (${created.status})`);
  // Keys are shown once and stored as hashes (decision 018): B must accept the key A made.
  const { key } = (await created.json()) as { key: string };
  const used = await fetch(`${base(pb)}/api/integration/v1/learners?email=niemand%40example.org`, {
    headers: { authorization: `Bearer ${key}` },
  });
  check(used.status === 404, `B accepts the key A made (${used.status}: no such learner yet)`);

  const upsert = (port: number) =>
    fetch(`${base(port)}/api/integration/v1/learners`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kundin@example.org', pages: { courses: true } }),
    });
  const statuses = (await Promise.all([upsert(pa), upsert(pb), upsert(pa), upsert(pb)])).map((r) => r.status);
  check(
    statuses.sort().join() === '200,200,200,201',
    `the same learner upserted on A and B at once: one created (${statuses.join(', ')})`,
  );
  const state = await fetch(`${base(pb)}/api/integration/v1/learners?email=kundin%40example.org`, {
    headers: { authorization: `Bearer ${key}` },
  });
  check(state.status === 200, 'the learner is there once');

  const outbox = (await jobs.query("select runs from scheduled_jobs where name = 'mail-outbox'")).rows[0];
  step(
    `mail-outbox ran ${outbox?.runs} times in ${((Date.now() - started) / 1000).toFixed(0)} s on two instances`,
  );
  await jobs.end();

  await onServer(`drop database ${name} with (force)`);
  let health = 0;
  for (let i = 0; i < 50 && health !== 503; i++) {
    health = await fetch(`${base(pa)}/api/health`).then((r) => r.status);
    if (health !== 503) await new Promise((r) => setTimeout(r, 200));
  }
  check(health === 503, 'with the database dropped, /api/health answers 503');
  const live = await fetch(`${base(pa)}/api/health/live`);
  check(live.status === 200, '/api/health/live still answers 200');

  for (const child of children) child.kill('SIGTERM');
  const codes = await Promise.all(children.map(async (c) => c.exitCode ?? (await once(c, 'exit'))[0]));
  check(
    codes.every((c) => c === 0),
    `SIGTERM: both instances exit cleanly (${codes.join(', ')})`,
  );
  const passwordLogged = logs.some((l) => l.join('').includes(admin.password));
  check(!passwordLogged, 'no password in the logs');
  step('all checks passed');
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    for (const [i, l] of logs.entries())
      console.error(`--- instance ${i} log ---\n${l.join('').slice(-4000)}`);
    for (const child of children) child.kill('SIGKILL');
    await onServer(`drop database if exists ${name} with (force)`).catch(() => undefined);
    process.exit(1);
  },
);
