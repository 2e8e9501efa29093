import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

describe('data dir lock', () => {
  it('refuses a second holder while the first lives, and frees the dir on release', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    await new Promise((resolve) => child.once('spawn', resolve));
    writeFileSync(path.join(dir, 'app.lock'), String(child.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    } finally {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'app.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });
});
