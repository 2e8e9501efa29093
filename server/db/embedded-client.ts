import type { Database } from './client.ts';
import type { Deadlines } from './deadlines.ts';
import { type EmbeddedChild, ping, startChild } from './embedded-child.ts';
import { SOCKET_PORT, socketDirFor } from './socket-path.ts';

/** Waits before the restarts after an unexpected exit; beyond them within RESTART_WINDOW_MS the app stops. */
const RESTART_DELAYS_MS = [250, 1000, 2000, 4000, 8000];
const RESTART_WINDOW_MS = 10 * 60_000;

export type EmbeddedOptions = {
  /** The database process could not be brought back (restarts used up): the app should stop. */
  onExit?: (detail: string) => void;
  /** One line per event of the supervision (exit, restart, back); default console.error. */
  log?: (line: string) => void;
  optimize?: boolean;
  deadlines?: Deadlines;
};

/**
 * Starts the embedded database process on `dataDir` (decision 024) and connects to it. It is
 * supervised (issue 26, decision 052): when it exits on its own, running queries fail (503), and it is
 * started again on the same data and socket, with a new password, after a growing delay; the pool
 * reconnects by itself. More than RESTART_DELAYS_MS.length restarts within RESTART_WINDOW_MS: `onExit`.
 */
export async function openEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<Database> {
  const log = options.log ?? ((line: string) => console.error(line));
  const socket = socketDirFor(dataDir);
  const start = () =>
    startChild(dataDir, socket.dir, {
      optimize: options.optimize,
      idleInTransactionMs: options.deadlines?.idleInTransactionMs,
    });
  // The driver's modules load while the process starts (this module imports nothing heavy).
  const [first, { embeddedPool, overPool }] = await Promise.all([start(), import('./client.ts')]).catch(
    (error: unknown) => {
      socket.remove();
      throw error;
    },
  );
  let current: EmbeddedChild | undefined = first;
  let closing = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let downSince: number | undefined;
  const restarts: number[] = [];

  const down = (detail: string) => {
    current = undefined;
    const now = Date.now();
    downSince ??= now;
    while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= RESTART_DELAYS_MS.length) {
      log(`${detail}; ${restarts.length} restarts within ${RESTART_WINDOW_MS / 60_000} min, giving up`);
      options.onExit?.(detail);
      return;
    }
    const delay = RESTART_DELAYS_MS[restarts.length]!;
    restarts.push(now);
    log(`${detail}; requests get 503, restarting it in ${delay} ms (restart ${restarts.length})`);
    restartTimer = setTimeout(() => void restart(), delay);
  };
  const supervise = (child: EmbeddedChild) =>
    void child.exited.then(({ code, signal }) => {
      if (!closing && current === child)
        down(`the embedded database process exited (${signal ?? `code ${code}`})`);
    });
  const restart = async () => {
    try {
      const child = await start();
      if (closing) return void (await child.stop());
      current = child;
      supervise(child);
      log(`the embedded database is back after ${((Date.now() - downSince!) / 1000).toFixed(1)} s`);
      downSince = undefined;
    } catch (error) {
      if (!closing)
        down(`the embedded database did not start again (${error instanceof Error ? error.message : error})`);
    }
  };
  supervise(first);

  const stopAll = async () => {
    closing = true;
    clearTimeout(restartTimer);
    await current?.stop();
    socket.remove();
  };
  try {
    const pool = embeddedPool(
      { host: socket.dir, port: SOCKET_PORT },
      () => current?.password ?? '',
      options.deadlines,
    );
    await pool.query('select 1');
    return overPool(pool, 'pglite', {
      exclusive: (fn) => fn(),
      afterClose: stopAll,
      ping: () => ping(current?.process),
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
}
