// Shared by bench/memory.ts and bench/latency.ts: starts the app as `npm run serve` / `npm start`
// would (a child process on a fresh or given DATA_DIR, embedded database), waits for the first 200 on
// /api/health, samples the resident memory of every process of its tree from /proc, stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { testSettings } from '../server/env.ts';

export const settings = testSettings();
export const PORT = settings.benchPort;
export const BASE = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'bench-admin@example.org', password: 'bench-admin-pw' };

export type AppProcess = { child: ChildProcess; spawnedAt: number; output: string[] };

/** `serve`: node server/main.ts; `start`: the `npm start` script (build check first), as npm runs it. */
export function startApp(dataDir: string, how: 'serve' | 'start' = 'serve'): AppProcess {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${PORT}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_ACCOUNTS: 'false',
    LOG_LEVEL: 'warn',
  };
  const spawnedAt = performance.now();
  const child =
    how === 'serve'
      ? spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('npm', ['start', '--silent'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (d: Buffer) => output.push(String(d)));
  return { child, spawnedAt, output };
}

/** Milliseconds from spawn to the first 200 on /api/health. */
export async function waitHealthy(app: AppProcess, timeoutMs = 600_000): Promise<number> {
  while (performance.now() - app.spawnedAt < timeoutMs) {
    if (app.child.exitCode !== null)
      throw new Error(`app exited with ${app.child.exitCode}:\n${app.output.join('')}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - app.spawnedAt;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`app did not answer within ${timeoutMs} ms:\n${app.output.join('')}`);
}

export async function stopApp(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  // npm start runs in its own process group: signal all of it, as a terminal's Ctrl-C would.
  if (app.child.spawnargs[0] === 'npm') process.kill(-app.child.pid!, 'SIGTERM');
  else app.child.kill('SIGTERM');
  await exited;
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The process and all its descendants. */
export function processTree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(processTree)];
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function label(pid: number): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = argv.find((a) => /\.(ts|js)$/.test(a));
    return script ? script.replace(/^.*\/(server|scripts|node_modules)\//, '$1/') : (argv[0] ?? String(pid));
  } catch {
    return String(pid);
  }
}

export type RssSample = { total: number; byProcess: Map<string, number> };

/** One sample of the tree: resident MB per process (by its script) and their sum. */
export function sampleRss(pid: number): RssSample {
  const byProcess = new Map<string, number>();
  for (const p of processTree(pid)) {
    const mb = rssMb(p);
    if (mb === 0) continue;
    const name = label(p);
    byProcess.set(name, (byProcess.get(name) ?? 0) + mb);
  }
  return { total: [...byProcess.values()].reduce((a, b) => a + b, 0), byProcess };
}

/** Samples every `everyMs` until stopped; returns the peak per process and of the sum. */
export function rssSampler(pid: number, everyMs = 20) {
  const peak = new Map<string, number>();
  let peakTotal = 0;
  const take = () => {
    const sample = sampleRss(pid);
    peakTotal = Math.max(peakTotal, sample.total);
    for (const [name, mb] of sample.byProcess) peak.set(name, Math.max(peak.get(name) ?? 0, mb));
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): RssSample {
      clearInterval(timer);
      take();
      return { total: peakTotal, byProcess: peak };
    },
  };
}

export function formatRss(sample: RssSample): string {
  const parts = [...sample.byProcess].map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`);
  return `${sample.total.toFixed(0)} MB (${parts.join(', ')})`;
}

export async function login(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
