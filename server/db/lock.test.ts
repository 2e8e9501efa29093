import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, startToken } from './lock.ts';

const children: ChildProcess[] = [];
async function running(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill();
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  }
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe('data dir lock', () => {
  it('refuses a second holder while the first lives, and frees the dir on release', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-lock-'));
    const pid = await running(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const file = path.join(dir, 'app.lock');
    writeFileSync(file, `${pid} ${startToken(pid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    expect(() => lockDataDir(dir)).toThrow(file); // names the file
    writeFileSync(file, String(pid)); // an older version's lock: the pid of a live Node process
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    children[0]!.kill();
    await new Promise((resolve) => children[0]!.once('exit', resolve));
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    expect(mode(file)).toBe(0o600);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock whose pid now names another live process (pid reuse)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-lock-'));
    const file = path.join(dir, 'app.lock');
    const other = await running('sleep', ['30']);
    writeFileSync(file, `${other} 1`); // the writer started at tick 1; this process did not
    lockDataDir(dir)();
    writeFileSync(file, String(other)); // older format: a live pid that is no Node process
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${startToken(process.pid)}`);
    release();
  });

  it('creates the data dir 0700 and tightens an existing one', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'mpu-lock-'));
    const fresh = path.join(parent, 'fresh');
    lockDataDir(fresh)();
    expect(mode(fresh)).toBe(0o700);
    const open = path.join(parent, 'open');
    mkdirSync(open);
    chmodSync(open, 0o755);
    lockDataDir(open)();
    expect(mode(open)).toBe(0o700);
  });
});
