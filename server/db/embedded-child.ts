import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EmbeddedMessage } from './embedded-process.ts';

const entry = fileURLToPath(new URL('./embedded-process.ts', import.meta.url));
/** A clean stop checkpoints; after this long the process is killed (PGlite's WAL is on disk). */
const STOP_TIMEOUT_MS = 15_000;

export type EmbeddedChild = {
  process: ChildProcess;
  /** The per-start password of its socket (issue 26), from its 'ready' message. */
  password: string;
  /** Resolves when it has exited (on its own or after `stop`). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A clean stop: checkpoint and close; killed after STOP_TIMEOUT_MS. */
  stop: () => Promise<void>;
};

/**
 * Forks the embedded database process (embedded-process.ts, decision 024) on `dataDir`, serving on a
 * socket in `socketDir`, and waits for its 'ready'.
 */
export async function startChild(
  dataDir: string,
  socketDir: string,
  options: { optimize?: boolean; idleInTransactionMs?: number },
): Promise<EmbeddedChild> {
  const child = fork(entry, [dataDir, String(options.idleInTransactionMs ?? 0), socketDir], {
    // Memory (issue 16, decision 024): V8's optimising compiler peaks near 650 MB compiling PGlite's
    // WASM; the baseline compiler alone stays near 170 MB, with queries about half as fast
    // (EMBEDDED_DB_OPTIMIZE chooses speed). Its JavaScript only moves protocol bytes: a small young
    // generation suffices.
    execArgv: [...(options.optimize ? [] : ['--liftoff-only']), '--max-semi-space-size=1'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const password = await ready(child);
    return { process: child, password, exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The health check of the embedded database: its process answers between two statements. A `select 1`
 * would wait for the one session behind a running transaction (a 10,000-row import holds it for
 * seconds), and a busy session is no sign of a database that cannot serve (decision 024).
 */
export function ping(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!child?.connected) return reject(new Error('the embedded database process is not running'));
    const onMessage = (message: EmbeddedMessage) => {
      if (message.type !== 'pong') return;
      done();
      resolve();
    };
    const onExit = () => {
      done();
      reject(new Error('the embedded database process exited'));
    };
    const done = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send('ping');
  });
}

/** Waits for the process's 'ready' message; resolves with its socket's password. */
function ready(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`The embedded database did not start (exit code ${code}); see the messages above.`));
    child.once('exit', onExit);
    child.on('message', (message: EmbeddedMessage) => {
      if (message.type === 'ready') {
        child.off('exit', onExit);
        resolve(message.password);
      } else if (message.type === 'failed') {
        child.off('exit', onExit);
        reject(new Error(`The embedded database did not start: ${message.message}`));
      }
    });
  });
}
