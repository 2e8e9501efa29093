import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { authenticationFailed, authenticationRequest } from './wire-auth.ts';

/** Request codes of a startup-phase message without a type byte (PostgreSQL protocol 3.0). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const PASSWORD_MESSAGE = 0x70; // 'p'
/** Beyond this a signed-in connection is refused; see serveOverSocket for why a second one is allowed. */
const MAX_CONNECTIONS = 2;
/** Connections still signing in; each gets AUTH_DEADLINE_MS to send the password. */
const MAX_PENDING = 4;
const AUTH_DEADLINE_MS = 5000;

/** startup: nothing yet; auth: startup message kept, password asked; ready: signed in. */
type Connection = {
  socket: net.Socket;
  buffer: Buffer;
  phase: 'startup' | 'auth' | 'ready';
  startup?: Uint8Array;
};

export type WireServerOptions = {
  /** The one password a client must send (per start, handed to the app's pool privately). */
  password: string;
  /** A connection that keeps a transaction open without sending anything for this long is closed. */
  idleInTransactionMs: number;
};
type Job = { connection: Connection; bytes: Uint8Array; thenClose: boolean };

/**
 * The length of the first complete message in `buffer`, or 0 while it is incomplete. In the startup
 * phase messages have no type byte (Int32 length, then the request code); afterwards each message is
 * a type byte and an Int32 length that counts itself.
 */
function completeLength(buffer: Buffer, started: boolean): number {
  const header = started ? 5 : 4;
  if (buffer.length < header) return 0;
  const length = started ? 1 + buffer.readInt32BE(1) : buffer.readInt32BE(0);
  return buffer.length >= length ? length : 0;
}

/**
 * A PostgreSQL wire-protocol server for one PGlite instance (decision 024). It hands PGlite every
 * complete message a read brought (node-postgres writes Parse, Bind, Describe, Execute and Sync at
 * once) in one call, which PGlite's main loop works through in one go: a statement costs one WASM
 * call instead of five (pglite-socket queues each message separately: 0.62 ms per insert against
 * 0.14 ms direct). Calls are serialised; while one connection has a transaction open, the others wait.
 */
export function createWireServer(pglite: PGlite, options: WireServerOptions) {
  const connections = new Set<Connection>();
  const queue: Job[] = [];
  let owner: Connection | undefined; // the connection whose statements ran last
  let draining = false;
  const secret = Buffer.from(options.password);
  let idleTimer: NodeJS.Timeout | undefined;

  /**
   * PGlite cannot enforce idle_in_transaction_session_timeout itself (no timers in its one process):
   * a transaction left open with nothing sent is rolled back by closing its connection.
   */
  const watchIdleTransaction = () => {
    clearTimeout(idleTimer);
    const idle = owner;
    if (!idle || pglite.closed || !pglite.isInTransaction()) return;
    if (queue.some((job) => job.connection === idle)) return;
    idleTimer = setTimeout(() => {
      if (owner === idle && !queue.some((job) => job.connection === idle)) idle.socket.destroy();
    }, options.idleInTransactionMs);
    idleTimer.unref();
  };

  const write = (connection: Connection, data: Uint8Array) => {
    if (data.length > 0 && connection.socket.writable) connection.socket.write(Buffer.from(data));
  };

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      while (queue.length > 0 && !pglite.closed) {
        const index =
          owner && pglite.isInTransaction() ? queue.findIndex((job) => job.connection === owner) : 0;
        if (index < 0) break;
        const [job] = queue.splice(index, 1) as [Job];
        clearTimeout(idleTimer);
        owner = job.connection;
        try {
          if (job.bytes.length > 0) {
            await pglite.runExclusive(() =>
              pglite.execProtocolRawStream(job.bytes, { onRawData: (data) => write(job.connection, data) }),
            );
          }
        } catch {
          job.connection.socket.destroy();
          continue;
        }
        if (job.thenClose) job.connection.socket.end();
      }
    } finally {
      draining = false;
      watchIdleTransaction();
    }
  }

  /** Checks the password message; a wrong one ends the connection with FATAL 28P01. */
  function signIn(connection: Connection, message: Buffer): boolean {
    const sent = message[0] === PASSWORD_MESSAGE ? message.subarray(5, message.length - 1) : Buffer.alloc(0);
    const ready = [...connections].filter((c) => c.phase === 'ready').length;
    if (sent.length !== secret.length || !timingSafeEqual(sent, secret) || ready >= MAX_CONNECTIONS) {
      connection.socket.end(authenticationFailed());
      return false;
    }
    connection.phase = 'ready';
    queue.push({ connection, bytes: connection.startup!, thenClose: false }); // alone: PGlite's startup path
    connection.startup = undefined;
    return true;
  }

  /** Moves the complete messages of the connection's buffer into the queue, one job per read. */
  function take(connection: Connection) {
    const batch: Buffer[] = [];
    let thenClose = false;
    for (;;) {
      const length = completeLength(connection.buffer, connection.phase !== 'startup');
      if (length === 0) break;
      const message = connection.buffer.subarray(0, length);
      connection.buffer = connection.buffer.subarray(length);
      if (connection.phase === 'startup') {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N'); // no encryption on a private Unix socket
          continue;
        }
        if (code === CANCEL_REQUEST) {
          connection.socket.end(); // not supported; the client gives up on its own
          return;
        }
        connection.phase = 'auth';
        connection.startup = new Uint8Array(message);
        connection.socket.write(authenticationRequest());
        continue;
      }
      if (connection.phase === 'auth') {
        if (!signIn(connection, message)) return;
        continue;
      }
      if (message[0] === TERMINATE) {
        thenClose = true;
        break;
      }
      batch.push(message);
    }
    if (batch.length > 0 || thenClose) {
      queue.push({ connection, bytes: new Uint8Array(Buffer.concat(batch)), thenClose });
    }
    void drain();
  }

  async function close(connection: Connection) {
    if (!connections.delete(connection)) return;
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.connection === connection) queue.splice(i, 1);
    if (owner === connection) {
      owner = undefined;
      // A transaction the client left open would block every other connection.
      if (!pglite.closed && pglite.isInTransaction()) await pglite.exec('ROLLBACK').catch(() => {});
    }
    void drain();
  }

  const server = net.createServer((socket) => {
    if ([...connections].filter((c) => c.phase !== 'ready').length >= MAX_PENDING) {
      socket.end();
      return;
    }
    const connection: Connection = { socket, buffer: Buffer.alloc(0), phase: 'startup' };
    connections.add(connection);
    const deadline = setTimeout(() => connection.phase !== 'ready' && socket.destroy(), AUTH_DEADLINE_MS);
    deadline.unref();
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
      take(connection);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => void close(connection));
  });

  return {
    listen: (path: string) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        clearTimeout(idleTimer);
        for (const connection of connections) connection.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
