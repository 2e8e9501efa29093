// The embedded database process (decision 024): PGlite on DATA_DIR/pglite, served over the PostgreSQL
// wire protocol on a Unix socket in DATA_DIR, started by the app (embedded-client.ts) with an IPC
// channel. Its queries run here, never on the app's event loop. It lives exactly as long as the app:
// it exits when the app says 'stop' or when the IPC channel closes (the app exited or was killed,
// even with kill -9), and it ignores SIGINT/SIGTERM, which a terminal or systemd send to the whole
// process group: the app finishes its running requests first and then stops it.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, initdbImage, serveOverSocket } from './embedded.ts';
import { waitForDataDirLock } from './lock.ts';
import { keepNewFilesPrivate, tightenTree } from './private-files.ts';

export type EmbeddedMessage =
  | { type: 'ready'; address: { host: string; port: number }; password: string }
  | { type: 'failed'; message: string }
  | { type: 'pong' };

/** How long a new process waits for the previous one (of an app that was just killed) to close. */
const LOCK_WAIT_MS = 15_000;

const send = (message: EmbeddedMessage) => process.send?.(message);

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir || !process.send) throw new Error('usage: forked by the app with the data dir');
  keepNewFilesPrivate(); // before PGlite creates or unpacks anything (issue 26)
  // The app holds app.lock; this lock covers the database files themselves.
  const release = await waitForDataDirLock(dataDir, 'pglite.lock', LOCK_WAIT_MS);
  let pglite: PGlite | undefined;
  let server: Awaited<ReturnType<typeof serveOverSocket>> | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      try {
        await server?.stop();
        await pglite?.close(); // checkpoint and close the files
      } finally {
        release();
        process.exit(0);
      }
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => {});
  process.on('disconnect', () => void stop());
  process.on('message', (message) => {
    if (message === 'stop') void stop();
    // The app's health check: answered between two statements, also while a transaction runs.
    else if (message === 'ping' && server && !pglite?.closed) send({ type: 'pong' });
  });

  const pgliteDir = path.join(dataDir, 'pglite');
  pglite = await createPglite({ dataDir: pgliteDir, loadDataDir: initdbImage(pgliteDir) });
  tightenTree(dataDir); // what an older version left open to other local users
  if (stopping) return;
  const idleInTransactionMs = Number(process.argv[3]) || undefined;
  server = await serveOverSocket(pglite, dataDir, { idleInTransactionMs });
  if (stopping) return;
  // The password goes over the IPC channel only: not in argv, the environment or a file.
  send({ type: 'ready', address: server.address, password: server.password });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  console.error(error);
  process.exit(1);
});
