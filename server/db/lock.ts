import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the data dir (PGlite has none of its own: two processes on one dir
 * corrupt it). The lock file holds the owner's pid; a lock whose process is gone is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string, name = 'app.lock'): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). ` +
            'Stop that process first, or start this one with a different DATA_DIR or a DATABASE_URL. ' +
            `If no such process runs, delete ${file}.`,
        );
      }
      unlinkSync(file); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/**
 * `lockDataDir`, waiting up to `waitMs` while another live process holds the lock: the embedded
 * database process of an app that was just killed may still be closing its files.
 */
export async function waitForDataDirLock(dataDir: string, name: string, waitMs: number): Promise<() => void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return lockDataDir(dataDir, name);
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
