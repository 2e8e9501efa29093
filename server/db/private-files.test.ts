import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirPermissionError, privateDataDir, tightenTree } from './private-files.ts';

afterEach(() => vi.restoreAllMocks());
const mode = (file: string) => fs.lstatSync(file).mode & 0o777;

describe('private data files', () => {
  it('refuses the start with a German and English message when the data dir cannot be made private', () => {
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'mpu-private-'));
    fs.chmodSync(dir, 0o755);
    vi.spyOn(fs, 'chmodSync').mockImplementation(() => {
      throw Object.assign(new Error('not the owner'), { code: 'EPERM' });
    });
    expect(() => privateDataDir(dir)).toThrow(DataDirPermissionError);
    expect(() => privateDataDir(dir)).toThrow(
      /Der Datenordner .* lässt sich nicht auf 700 einschränken \(EPERM\)/,
    );
    expect(() => privateDataDir(dir)).toThrow(`The data directory ${dir} is open to other users (mode 755)`);
  });

  it('leaves files 0600 and folders 0700 below a folder', () => {
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'mpu-private-'));
    fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
    fs.chmodSync(path.join(dir, 'a'), 0o755);
    fs.writeFileSync(path.join(dir, 'a', 'b', 'f'), '');
    fs.chmodSync(path.join(dir, 'a', 'b', 'f'), 0o666);
    tightenTree(dir);
    expect([
      mode(path.join(dir, 'a')),
      mode(path.join(dir, 'a', 'b')),
      mode(path.join(dir, 'a', 'b', 'f')),
    ]).toEqual([0o700, 0o700, 0o600]);
  });
});
