// `npm run test:kill`: acknowledged writes over HTTP survive kill -9 (issue 26). The built app on the
// embedded database in a fresh DATA_DIR; four clients create CRM keys as an administrator and keep
// the names answered 201. Then (1) kill -9 of the embedded database process under that load: the app
// stays up, answers 503 meanwhile and restarts it (decision 052); (2) kill -9 of the app itself
// under load, and a new start on the same folder. Every acknowledged name must be in the list after
// each; writes answered anything but 201 or 503 fail the run. Prints the counts and the times.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './built-server.ts';

const port = Number(process.env.KILL_TEST_PORT) || 4463;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-kill-'));
const admin = { email: 'chef@example.org', password: 'chef-passwort-kill-1' };
const started = Date.now();
const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
function check(ok: unknown, text: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: ChildProcess | undefined;
const output: string[] = [];
function start(): ChildProcess {
  app = startBuiltServer({
    port,
    admin,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    output,
  });
  return app;
}

async function healthy(child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null || child.signalCode)
      throw new Error(`app exited (${child.exitCode ?? child.signalCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error('app did not become healthy');
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  check(response.status === 200, `the administrator signs in (${response.status})`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const acked = new Set<string>();
const other: string[] = [];
let unavailable = 0;
let stop = false;
let counter = 0;
async function writer(cookie: string, id: number) {
  while (!stop) {
    const name = `kill-${id}-${counter++}`;
    const response = await fetch(`${base}/api/admin/api-keys`, {
      method: 'POST',
      headers: { cookie, origin: `http://localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, scopes: ['learners:read'] }),
    }).catch(() => undefined); // the app killed: no answer is no acknowledgement
    if (!response) await sleep(50);
    else if (response.status === 201) acked.add(name);
    else if (response.status === 503) {
      unavailable++;
      await sleep(50);
    } else other.push(`${response.status} ${await response.text()}`);
  }
}

async function stored(cookie: string): Promise<Set<string>> {
  const response = await fetch(`${base}/api/admin/api-keys`, { headers: { cookie } });
  check(response.status === 200, 'the key list answers');
  const body = (await response.json()) as { keys: { name: string }[] };
  return new Set(body.keys.map((item) => item.name));
}

async function until(count: number) {
  while (acked.size < count) await sleep(20);
}

function databasePid(appPid: number): number {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(appPid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
  check(children.length === 1, `the app has one database process (${children.join(', ')})`);
  return children[0]!;
}

try {
  let child = start();
  await healthy(child);
  let cookie = await signIn();
  const writers = [1, 2, 3, 4].map((id) => writer(cookie, id));

  // 1. kill -9 of the embedded database process under load.
  await until(100);
  const dbPid = databasePid(child.pid!);
  process.kill(dbPid, 'SIGKILL');
  const killedAt = Date.now();
  step(`kill -9 of the database process ${dbPid} after ${acked.size} acknowledged writes`);
  const before = acked.size;
  await until(before + 100);
  check(child.exitCode === null && !child.signalCode, 'the app stayed up');
  step(
    `writing again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill; ${unavailable} answered 503`,
  );
  // The writers go on meanwhile: only what was acknowledged before the list was asked for counts.
  const ackedBeforeList = [...acked];
  let names = await stored(cookie);
  let lost = ackedBeforeList.filter((name) => !names.has(name));
  check(
    lost.length === 0,
    `all ${ackedBeforeList.length} acknowledged writes are stored after the database kill (lost: ${lost.length})`,
  );

  // 2. kill -9 of the app itself under load, then a new start on the same data folder.
  await until(acked.size + 100);
  child.kill('SIGKILL');
  step(`kill -9 of the app after ${acked.size} acknowledged writes`);
  await new Promise((r) => child.once('exit', r));
  stop = true;
  await Promise.all(writers);
  const ackedBeforeRestart = new Set(acked);
  child = start();
  await healthy(child);
  step('the app is back on the same data folder');
  cookie = await signIn();
  names = await stored(cookie);
  lost = [...ackedBeforeRestart].filter((name) => !names.has(name));
  check(
    lost.length === 0,
    `all ${ackedBeforeRestart.size} acknowledged writes are stored after the app kill (lost: ${lost.length})`,
  );
  check(other.length === 0, `no write answered other than 201 or 503 (${other.slice(0, 3).join(' | ')})`);
  step(`done: ${ackedBeforeRestart.size} acknowledged, ${names.size} stored, ${unavailable} × 503`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
} catch (error) {
  stop = true;
  console.error(String(error));
  console.error(output.join('').slice(-4000));
  process.exitCode = 1;
  app?.kill('SIGKILL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
