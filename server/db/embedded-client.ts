import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';
import type { Deadlines } from './deadlines.ts';
import type { EmbeddedMessage } from './embedded-process.ts';

const entry = fileURLToPath(new URL('./embedded-process.ts', import.meta.url));
/** A clean stop checkpoints; after this long the process is killed (PGlite's WAL is on disk). */
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts the embedded database process on `dataDir` (embedded-process.ts, decision 024) and
 * connects to it. `close` stops it; if it exits on its own, `onExit` hears of it, and meanwhile
 * every query (and so the health check) fails.
 */
export async function openEmbedded(
  dataDir: string,
  options: { onExit?: (detail: string) => void; optimize?: boolean; deadlines?: Deadlines } = {},
): Promise<Database> {
  const idleMs = options.deadlines?.idleInTransactionMs;
  const child = fork(entry, [dataDir, ...(idleMs ? [String(idleMs)] : [])], {
    // Memory (issue 16, decision 024): V8's optimising compiler peaks near 650 MB compiling PGlite's
    // WASM; the baseline compiler alone stays near 170 MB, with queries about half as fast
    // (EMBEDDED_DB_OPTIMIZE chooses speed). Its JavaScript only moves protocol bytes: a small young
    // generation suffices.
    execArgv: [...(options.optimize ? [] : ['--liftoff-only']), '--max-semi-space-size=1'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  let closing = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code, signal) => {
    if (!closing) options.onExit?.(`the embedded database process exited (${signal ?? `code ${code}`})`);
  });
  const stopChild = async () => {
    closing = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  // The driver's modules load while the process starts (this module imports nothing heavy).
  const [served, { embeddedPool, overPool }] = await Promise.all([ready(child), import('./client.ts')]).catch(
    async (error: unknown) => {
      await stopChild();
      throw error;
    },
  );
  try {
    const pool = embeddedPool(served.address, served.password, options.deadlines);
    await pool.query('select 1');
    return overPool(pool, 'pglite', {
      exclusive: (fn) => fn(),
      afterClose: stopChild,
      ping: pinger(child),
    });
  } catch (error) {
    await stopChild();
    throw error;
  }
}

/**
 * The health check of the embedded database: its process answers between two statements. A `select 1`
 * would wait for the one session behind a running transaction (a 10,000-row import holds it for
 * seconds), and a busy session is no sign of a database that cannot serve (decision 024).
 */
function pinger(child: ChildProcess): () => Promise<void> {
  let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const settle = (error?: Error) => {
    const settled = waiting;
    waiting = [];
    for (const w of settled) error ? w.reject(error) : w.resolve();
  };
  child.on('message', (message: EmbeddedMessage) => message.type === 'pong' && settle());
  child.once('exit', () => settle(new Error('the embedded database process exited')));
  return () =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error('the embedded database process is gone'));
      waiting.push({ resolve, reject });
      child.send('ping');
    });
}

/** Waits for the process's 'ready' message with its socket address. */
function ready(child: ChildProcess): Promise<{ address: { host: string; port: number }; password: string }> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`The embedded database did not start (exit code ${code}); see the messages above.`));
    child.once('exit', onExit);
    child.on('message', (message: EmbeddedMessage) => {
      if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve({ address: message.address, password: message.password });
      } else if (message.type === 'failed') {
        child.off('exit', onExit);
        reject(new Error(`The embedded database did not start: ${message.message}`));
      }
    });
  });
}
