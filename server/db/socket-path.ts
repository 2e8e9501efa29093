import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The port only names the socket file (libpq convention); nothing listens on TCP. */
export const SOCKET_PORT = 5432;
/** sockaddr_un.sun_path holds 108 bytes including the terminating zero. */
const MAX_SOCKET_PATH = 107;

export const socketFile = (dir: string) => path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);

/**
 * Where the embedded database's socket lives for as long as the app runs (restarts of the database
 * process keep it): the data dir (only its owner can reach it), or a private temporary directory
 * when that path is too long for a socket. `remove` deletes such a temporary directory.
 */
export function socketDirFor(dataDir: string): { dir: string; remove: () => void } {
  if (socketFile(dataDir).length <= MAX_SOCKET_PATH) return { dir: dataDir, remove: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'mpu-db-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
