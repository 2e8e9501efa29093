import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { privateDataDir } from './private-files.ts';

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
 * When the process `pid` started (clock ticks since boot, /proc/<pid>/stat field 22): with the pid it
 * names one process for good, as a reused pid starts later. Undefined without /proc or such a process.
 */
export function startToken(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The pid of a lock file (`<pid> <start token>`) when it is the live process that wrote it. */
function holdsLock(content: string): number | undefined {
  const match = /^(\d+)(?:\s+(\S+))?\s*$/.exec(content);
  if (!match) return undefined; // empty or garbled: no process named
  const pid = Number(match[1]);
  if (pid === process.pid || !isAlive(pid)) return undefined;
  const token = startToken(pid);
  if (match[2] !== undefined) return token === undefined || token === match[2] ? pid : undefined;
  // A lock of an older version names only the pid: a live process that is no Node process is not ours.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node') ? pid : undefined;
  } catch {
    return pid;
  }
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return ''; // released meanwhile
    throw new DataDirLockedError(`The lock file ${file} cannot be read (${code}); check its owner and mode.`);
  }
}

/**
 * Takes an exclusive lock on the data dir (PGlite has none of its own: two processes on one dir
 * corrupt it), creating the dir private (0700). The lock file (0600) holds the owner's pid and start
 * token; it is taken over only when that process is gone or the pid now names another process (pid
 * reuse). Returns the release function.
 */
export function lockDataDir(dataDir: string, name = 'app.lock'): () => void {
  privateDataDir(dataDir);
  const file = path.join(dataDir, name);
  const own = `${process.pid} ${startToken(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, own);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === own) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = holdsLock(readLock(file));
      if (owner !== undefined) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (pid ${owner}, lock file ${file}). ` +
            'Stop that process first, or start this one with a different DATA_DIR or a DATABASE_URL. ' +
            `If no such process runs, delete ${file}.`,
        );
      }
      try {
        unlinkSync(file); // stale: its process is gone, or the pid now belongs to another program
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir} (lock file ${file}).`);
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
