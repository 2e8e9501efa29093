// npm run bench:api — answering exam questions under load (session check, page permission,
// validation, judging, insert) on PostgreSQL and on PGlite, next to a bare node:http server measured
// in the same run. The main figure is the CPU-per-request ratio (CPU the bare server spends per
// request / CPU the app spends per request: its process, plus its database process or PostgreSQL
// backends; issue 16),
// because the req/s ratio is bounded by the load generator sharing 2 cores; req/s, p99 and the
// req/s ratio follow as secondary figures. Then checks that every answer that got a 2xx is in the
// database and nothing else is. 50 connections answer as 50 learners (one each). Targets (issue 27):
// PostgreSQL CPU ratio ≥ 0.10, req/s ratio ≥ 0.10, p99 ≤ 50 ms; the embedded default CPU ratio
// ≥ 0.02, req/s ratio ≥ 0.02, p99 ≤ 150 ms, no timeouts. Every figure is printed with the load
// average. BENCH_NODE_ARGS: node options for the server (to compare them).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../scripts/built-server.ts';
import { type Database, openPostgres } from '../server/db/client.ts';
import { openPglite } from '../server/db/pglite.ts';
import { withDatabase } from '../server/test/global-setup.ts';
import {
  ADMIN,
  BASE,
  countAll,
  countStored,
  LEARNER,
  login,
  PORT,
  processTree,
  seedLearners,
  settings,
} from './app-process.ts';
import { bare, CONNECTIONS, cpuOf, type Result, run, SECONDS, stop } from './load.ts';

const LEARNERS = CONNECTIONS;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The PostgreSQL backends serving the app's pool (same machine), for CPU accounting. */
async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}

/** How many of the runs that got a 2xx have their answer row. */
async function app(kind: 'postgres' | 'pglite'): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-bench-'));
  let databaseUrl = '';
  let database: Database;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `mpu_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: settings.benchDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = withDatabase(settings.benchDatabaseUrl!, name);
    database = await openPostgres(databaseUrl, 2);
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: settings.benchDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  }
  const learners = await seedLearners(database, LEARNERS);
  if (kind === 'pglite') await database.close(); // the server takes the data dir (and its lock)

  const profile = [
    ...settings.benchNodeArgs,
    ...(settings.benchProfile ? ['--cpu-prof', '--cpu-prof-dir=.tmp/bench-profiles'] : []),
  ];
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...profile, BUILT_SERVER], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_ACCOUNTS: 'false',
      LOG_LEVEL: 'warn',
      ...(settings.benchPoolSize ? { DATABASE_POOL_SIZE: settings.benchPoolSize } : {}),
      ...(settings.benchEmbeddedOptimize ? { EMBEDDED_DB_OPTIMIZE: settings.benchEmbeddedOptimize } : {}),
    },
  });
  try {
    await waitFor(`${BASE}/api/health`, child);
    const adminCookie = await login(ADMIN);
    const csv = [
      'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types',
    ]
      .concat(
        Array.from(
          { length: 10 },
          (_, i) => `Bench,Frage ${i}?,Ja,Nein,Vielleicht,,A|C,Erklärung ${i},medium,all`,
        ),
      )
      .join('\n');
    const imported = await fetch(`${BASE}/api/admin/exam/import`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ csv }),
    });
    if (!imported.ok) throw new Error(`import failed: ${imported.status}`);
    const cookie = await login(LEARNER);
    // The content pack is loaded too: take the bench category only.
    const hub = (await (await fetch(`${BASE}/api/exam/hub`, { headers: { cookie } })).json()) as {
      categories: { id: string; name: string }[];
    };
    const bench = hub.categories.find((c) => c.name === 'Bench');
    if (!bench) throw new Error('bench category missing');
    const quiz = (await (
      await fetch(`${BASE}/api/exam/quiz?mode=category&categoryId=${bench.id}`, { headers: { cookie } })
    ).json()) as { questions: { id: string }[] };
    const ids = quiz.questions.map((q) => q.id);
    if (ids.length !== 10) throw new Error('questions missing');
    const cookies = [cookie, ...learners.cookies];
    let connections = 0;

    let n = 0;
    // A fresh run per request, remembered per connection (one request in flight each), so every
    // 2xx names the one row it must have written.
    const answered: string[] = [];
    const answer: Partial<autocannon.Options> = {
      requests: [
        {
          method: 'POST',
          setupRequest: (request, ctx) => {
            const context = ctx as Record<string, unknown>;
            // Each connection answers as its own learner.
            context.cookie ??= cookies[connections++ % cookies.length];
            n++;
            context.runId = randomUUID();
            return {
              ...request,
              path: `/api/exam/questions/${ids[n % ids.length]}/answer`,
              headers: { cookie: context.cookie as string, 'content-type': 'application/json' },
              body: JSON.stringify({
                runId: context.runId,
                selected: n % 3 ? ['Ja', 'Vielleicht'] : ['Nein'],
              }),
            };
          },
          onResponse: (status, _body, ctx) => {
            if (status >= 200 && status < 300)
              answered.push((ctx as Record<string, unknown>).runId as string);
          },
        },
      ],
    };
    await run(`${BASE}/`, answer, 3); // warm-up
    const warmed = answered.length;
    answered.length = 0;
    // The app with its embedded database process (decision 024), or with its PostgreSQL backends.
    const pids = [...processTree(child.pid!), ...(kind === 'postgres' ? await backendPids(databaseUrl) : [])];
    const cpuBefore = cpuOf(pids);
    const databaseCpuBefore = cpuOf(pids.slice(1));
    const loadDuring = load();
    const result = await run(`${BASE}/`, answer);
    const cpuMs = ((cpuOf(pids) - cpuBefore) * 1000) / result.raw.requests.total;
    const databaseCpuMs = ((cpuOf(pids.slice(1)) - databaseCpuBefore) * 1000) / result.raw.requests.total;
    console.log(
      `answer (${kind}): of the CPU per request, ${databaseCpuMs.toFixed(3)} ms in the database process or backends`,
    );
    await new Promise((r) => setTimeout(r, 1000)); // let requests still in flight finish
    await stop(child);
    if (kind === 'pglite') database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const stored = await countStored(database, learners.ids, answered);
    const all = await countAll(database, learners.ids);
    // Requests still in flight when a run's time is up are answered (and stored) after autocannon
    // stopped counting: at most one per connection and run (warm-up and measured run).
    const cutOff = all.rows - warmed - answered.length;
    return {
      ...result,
      cpuMs,
      ok2xx: answered.length,
      name: `answer (${kind})`,
      stored,
      cutOff,
      doubles: all.rows - all.runs,
      loadDuring,
    };
  } finally {
    await stop(child);
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measured = Result & { stored: number; cutOff: number; doubles: number; loadDuring: string };
const results: Measured[] = [];
const before = { ...(await bare()), loadDuring: load() };
const only = settings.benchOnly;
if (only !== 'pglite') {
  if (settings.benchDatabaseUrl) results.push(await app('postgres'));
  else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
}
if (only !== 'postgres') results.push(await app('pglite'));
const after = { ...(await bare()), loadDuring: load() };
const reference = (before.rps + after.rps) / 2;

const line = (cells: (string | number)[]) =>
  console.log(cells.map((c, i) => String(c).padStart(i ? 11 : 24)).join(''));
console.log(
  `\n${CONNECTIONS} connections, ${LEARNERS} learners, ${SECONDS} s per run, ${new Date().toISOString()}`,
);
line([
  '',
  'CPU ratio',
  'CPU ms/req',
  'req/s',
  'req/s ratio',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  'timeouts',
]);
const bareCpu = (before.cpuMs + after.cpuMs) / 2;
const cpuRatio = (r: Result) => bareCpu / r.cpuMs;
const rpsRatio = (r: Result) => r.rps / reference;
for (const r of [
  { ...before, name: 'bare node:http (before)' },
  { ...after, name: 'bare node:http (after)' },
  ...results,
]) {
  line([
    r.name,
    cpuRatio(r).toFixed(3),
    r.cpuMs.toFixed(3),
    Math.round(r.rps),
    rpsRatio(r).toFixed(3),
    r.p50,
    r.p99,
    r.non2xx,
    r.errors,
    r.timeouts,
  ]);
  console.log(`${''.padStart(24)}load average (1, 5, 15 min) during the run: ${r.loadDuring}`);
}
console.log(
  'CPU ratio (main figure): CPU per request of the bare server / of the app (server process, plus its\n' +
    'PostgreSQL backends) — what the req/s ratio would be on an otherwise idle machine; the measured\n' +
    'req/s ratio is bounded by autocannon sharing the 2 cores.',
);
let failed = false;
for (const r of results) {
  const complete = r.stored === r.ok2xx && r.doubles === 0 && r.cutOff >= 0 && r.cutOff <= 2 * CONNECTIONS;
  console.log(
    `${r.name}: ${r.ok2xx} answers got a 2xx, ${r.stored} of them are in the database; ${r.doubles} runs stored twice; ` +
      `${r.cutOff} rows of requests cut off at a run's end (≤ ${2 * CONNECTIONS})${complete ? '' : '  <-- NOT EXACT'}`,
  );
  if (!complete) failed = true;
}
const targets = [
  { kind: 'postgres', label: 'PostgreSQL', cpu: 0.1, rps: 0.1, p99: 50 },
  { kind: 'pglite', label: 'embedded default', cpu: 0.02, rps: 0.02, p99: 150 },
];
for (const t of targets) {
  const r = results.find((one) => one.name.includes(t.kind));
  if (!r) continue;
  const met = cpuRatio(r) >= t.cpu && rpsRatio(r) >= t.rps && r.p99 <= t.p99 && r.timeouts === 0;
  console.log(
    `${t.label} target (CPU ratio ≥ ${t.cpu}, req/s ratio ≥ ${t.rps}, p99 ≤ ${t.p99} ms, no timeouts): ${met ? 'met' : 'NOT met'} (load ${r.loadDuring})`,
  );
}
process.exit(failed ? 1 : 0);
