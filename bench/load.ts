// The load side of bench/api.ts: autocannon runs with the CPU the measured processes spent per
// request (from /proc, Linux), and the bare node:http server (bench/hello-server.ts) they are
// compared with.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { PORT, settings } from './app-process.ts';

export const CONNECTIONS = 50;
export const SECONDS = settings.benchSeconds;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0; // gone
  }
}
const CLOCK_TICKS = 100;
export const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

export type Result = {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  ok2xx: number;
  /** CPU milliseconds per request: the server process (and, on PostgreSQL, its backends). */
  cpuMs: number;
};

export function run(
  url: string,
  options: Partial<autocannon.Options> = {},
  seconds = SECONDS,
): Promise<Result & { raw: autocannon.Result }> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, timeout: 10, ...options },
      (error, raw) => {
        if (error) return reject(error);
        resolve({
          name: '',
          rps: raw.requests.average,
          p99: raw.latency.p99,
          p50: raw.latency.p50,
          non2xx: raw.non2xx,
          errors: raw.errors,
          timeouts: raw.timeouts,
          ok2xx: raw['2xx'],
          cpuMs: 0,
          raw,
        });
      },
    );
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The bare node:http server under the same load: the reference of every CPU and req/s ratio. */
export async function bare(): Promise<Result> {
  const child = fork(path.resolve('bench/hello-server.ts'), [String(PORT)], { stdio: 'inherit' });
  await new Promise((r) => child.once('message', r));
  await run(`http://127.0.0.1:${PORT}/`, {}, 2); // warm-up
  const cpuBefore = cpuOf([child.pid!]);
  const result = await run(`http://127.0.0.1:${PORT}/`);
  const cpuMs = ((cpuOf([child.pid!]) - cpuBefore) * 1000) / result.raw.requests.total;
  await stop(child);
  return { ...result, cpuMs, name: 'bare node:http' };
}
