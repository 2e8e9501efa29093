// npm run bench:start — how fast the embedded default (the built server and its PGlite process) starts
// and how much memory both hold together (issues 12 and 16, decisions 024 and 033): one first start on a fresh DATA_DIR,
// then warm starts on the same dir. Per start: time from spawn to the first 200 from /api/health,
// resident memory 3 s after that and its peak, then resident memory and peak after a short load
// (autocannon on a few learner reads, signed in as the demo learner). Each figure with its target.
// Memory is app and database process together: the peak is the largest sum of both processes' RSS,
// sampled every 20 ms; the sum of their own peaks (VmHWM) is printed too, an upper bound, since the
// two processes peak at different moments.
// Usage: npm run bench:start [-- --warm 3 --load 10 --node-args "--flag --other" --data-dir <dir>
//   --entry server/main.ts]
// BENCH_PORT picks the port. Linux only (reads /proc/<pid>/status).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../scripts/built-server.ts';
import { testSettings } from '../server/env.ts';
import { DEMO_ACCOUNTS } from '../server/features/auth/demo.ts';
import { processTree } from './app-process.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const WARM = Number(arg('warm', '3'));
const LOAD_SECONDS = Number(arg('load', '10'));
/** The app's Node options: those of `npm start` unless --node-args gives others. */
const NODE_ARGS = arg('node-args', SERVER_NODE_ARGS.join(' ')).split(' ').filter(Boolean);
/** What is started: the built server (`npm start`, decision 038) or the sources (`--entry server/main.ts`). */
const ENTRY = arg('entry', BUILT_SERVER);
const PORT = testSettings().benchPort;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = { warmStartMs: 2000, memoryMb: 500 };
const READS = ['/api/overview', '/api/exam/hub', '/api/courses', '/api/reviews'];

type Figures = {
  cpuMs: number;
  healthMs: number;
  rssMb: number;
  loadRssMb: number;
  loadHwmMb: number;
  /** The largest sampled sum of both processes' RSS, until 3 s after health, and until after load. */
  peakMb: number;
  loadPeakMb: number;
  /** Peak of the database process alone, after load. */
  dbHwmMb: number;
  rps: number;
};

/**
 * Resident memory of the app and its embedded database process together (decision 024): the sum of
 * their VmRSS, and the sum of their peaks (VmHWM; an upper bound, the two peaks need not coincide).
 */
function memory(pid: number): { rssMb: number; hwmMb: number; databaseHwmMb: number } {
  const figures = processTree(pid).map((p) => {
    const status = readFileSync(`/proc/${p}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  });
  const sum = (key: 'rssMb' | 'hwmMb') => figures.reduce((total, f) => total + f[key], 0);
  return { rssMb: sum('rssMb'), hwmMb: sum('hwmMb'), databaseHwmMb: figures[1]?.hwmMb ?? 0 };
}

/** Samples the summed RSS of the process tree every 20 ms; `peak()` is the largest sum so far. */
function samplePeak(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memory(pid).rssMb);
    } catch {
      // a process of the tree just exited
    }
  }, 20);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/** CPU time (user + system) the process has used: less noisy than wall time on a busy machine. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100/s)
}

async function healthy(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

async function signIn(): Promise<string> {
  const learner = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learner.email, password: learner.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function load(cookie: string): Promise<number> {
  for (const read of READS) {
    const status = (await fetch(`${BASE}${read}`, { headers: { cookie } })).status;
    if (status !== 200) throw new Error(`${read} answered ${status}`);
  }
  const result = await autocannon({
    url: BASE,
    connections: 4,
    duration: LOAD_SECONDS,
    requests: READS.map((read) => ({ method: 'GET' as const, path: read, headers: { cookie } })),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`load: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function start(dataDir: string): Promise<Figures> {
  const began = performance.now();
  const child = spawn(process.execPath, [...NODE_ARGS, ENTRY], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: dataDir,
      DEMO_ACCOUNTS: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const sampler = samplePeak(child.pid!);
  try {
    await healthy(child);
    const healthMs = performance.now() - began;
    const cpu = cpuMs(child.pid!);
    await sleep(3000);
    const settled = memory(child.pid!);
    const peakMb = sampler.peak();
    const rps = LOAD_SECONDS > 0 ? await load(await signIn()) : 0;
    const loaded = memory(child.pid!);
    return {
      cpuMs: cpu,
      healthMs,
      rssMb: settled.rssMb,
      loadRssMb: loaded.rssMb,
      loadHwmMb: loaded.hwmMb,
      dbHwmMb: loaded.databaseHwmMb,
      peakMb,
      loadPeakMb: sampler.peak(),
      rps,
    };
  } finally {
    sampler.stop();
    child.kill('SIGTERM');
    await exited;
  }
}

// --data-dir: warm starts only, on an initialised data dir that is kept (to compare node options).
const given = arg('data-dir', '');
const dataDir = given || mkdtempSync(path.join(tmpdir(), 'mpu-bench-start-'));
const rows: (Figures & { name: string })[] = [];
try {
  if (!given) rows.push({ name: 'first start (fresh DATA_DIR)', ...(await start(dataDir)) });
  for (let i = 1; i <= WARM; i++) rows.push({ name: `warm start ${i}`, ...(await start(dataDir)) });
} finally {
  if (!given) rmSync(dataDir, { recursive: true, force: true });
}

const mark = (value: number, target: number) =>
  `${value.toFixed(0).padStart(6)}${value <= target ? ' ✓' : ' ✗'}`;
console.log(`\nnode ${process.version} ${NODE_ARGS.join(' ') || '(no node options)'}`);
console.log(
  `targets: warm start ≤ ${TARGET.warmStartMs} ms to a 200 from /api/health; resident memory and peak ≤ ${TARGET.memoryMb} MB (also after ${LOAD_SECONDS} s of learner reads)\n`,
);
console.log(
  'start                           health ms   CPU ms   RSS MB  peak MB   RSS after load  peak after load  sum of HWMs   of it DB   reads/s',
);
for (const row of rows) {
  const first = row.name.startsWith('first');
  console.log(
    [
      row.name.padEnd(30),
      first ? row.healthMs.toFixed(0).padStart(8) : mark(row.healthMs, TARGET.warmStartMs).padStart(8),
      row.cpuMs.toFixed(0).padStart(8),
      mark(row.rssMb, TARGET.memoryMb).padStart(8),
      mark(row.peakMb, TARGET.memoryMb).padStart(8),
      mark(row.loadRssMb, TARGET.memoryMb).padStart(16),
      mark(row.loadPeakMb, TARGET.memoryMb).padStart(16),
      row.loadHwmMb.toFixed(0).padStart(12),
      row.dbHwmMb.toFixed(0).padStart(10),
      row.rps.toFixed(0).padStart(9),
    ].join(' '),
  );
}
