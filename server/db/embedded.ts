import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_DEADLINES } from './deadlines.ts';
import { createWireServer } from './wire-server.ts';

export const pgliteExtensions = { pg_trgm };

/** How node-postgres reaches an embedded server: a Unix socket `<host>/.s.PGSQL.<port>`. */
export type SocketAddress = { host: string; port: number };

/** The watch on idle transactions without deadlines given (tests, scripts): the app's default. */
const IDLE_IN_TRANSACTION_MS = DEFAULT_DEADLINES.idleInTransactionMs;

/** The port only names the socket file (libpq convention); nothing listens on TCP. */
const SOCKET_PORT = 5432;
/** sockaddr_un.sun_path holds 108 bytes including the terminating zero. */
const MAX_SOCKET_PATH = 107;

/**
 * PostgreSQL's default 128 MB of shared buffers cost PGlite about as much resident memory once warm;
 * its data files are read through the OS page cache anyway (issue 16: ≤ 500 MB for app and database).
 */
const POSTGRESQL_CONF = ['shared_buffers = 16MB'];

/**
 * A PGlite data dir just after initdb, made by `npm run build` (scripts/build-server.ts). A first
 * start loads it instead of running initdb, which starts a second PostgreSQL instance next to the
 * first and peaked near 760 MB resident for app and database together (issue 16).
 */
export const INITDB_IMAGE = fileURLToPath(new URL('../../dist/server/pglite-initdb.tgz', import.meta.url));

/** The image for a data dir that has no database yet; undefined when there is one or no image was built. */
export function initdbImage(dataDir: string): Blob | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(INITDB_IMAGE)) return undefined;
  return new Blob([readFileSync(INITDB_IMAGE)]);
}

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    postgresqlconf: POSTGRESQL_CONF,
  });
}

/**
 * Serves `pglite` over the PostgreSQL wire protocol (wire-server.ts) on a Unix socket in `socketDir`
 * (the data dir: only its owner can reach it; never TCP), or in a private temporary directory when
 * that path is too long for a socket. One connection at a time: PGlite has one session, so the app's
 * pool holds exactly one connection and transactions of concurrent requests queue for it. The server
 * admits a second connection only so a reconnecting pool is not refused while the old one closes.
 * Only a client with the per-start random `password` gets a session (issue 26): the owner's other
 * programs reach the socket file, but not the database.
 */
export async function serveOverSocket(
  pglite: PGlite,
  socketDir: string,
  options: { idleInTransactionMs?: number } | undefined = {},
) {
  let dir = socketDir;
  let ownDir = false;
  if (path.join(dir, `.s.PGSQL.${SOCKET_PORT}`).length > MAX_SOCKET_PATH) {
    dir = mkdtempSync(path.join(tmpdir(), 'mpu-db-'));
    ownDir = true;
  }
  const file = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  if (existsSync(file)) unlinkSync(file); // left by a process that was killed (we hold the data-dir lock)
  const password = randomBytes(32).toString('base64url');
  const server = createWireServer(pglite, {
    password,
    idleInTransactionMs: options?.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS,
  });
  await server.listen(file);
  chmodSync(file, 0o600); // connecting needs write permission: the owner only
  const address: SocketAddress = { host: dir, port: SOCKET_PORT };
  return {
    address,
    password,
    stop: async () => {
      await server.stop();
      rmSync(ownDir ? dir : file, { recursive: true, force: true });
    },
  };
}
