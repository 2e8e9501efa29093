import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentRelease, newReleaseId, pruneReleases, releaseDir, switchCurrent } from './publish.ts';

function dist(): string {
  return mkdtempSync(path.join(tmpdir(), 'mpu-publish-'));
}

function fakeRelease(root: string, id: string, marker = id): void {
  mkdirSync(path.join(releaseDir(root, id), 'assets'), { recursive: true });
  writeFileSync(path.join(releaseDir(root, id), 'index.html'), marker);
}

describe('the publish step of npm run build (decision 046)', () => {
  it('names releases so that they sort by time', () => {
    const a = newReleaseId(new Date('2026-12-03T06:00:00.123Z'), 0.5);
    const b = newReleaseId(new Date('2026-12-03T06:00:01.000Z'), 0.1);
    expect(a).toMatch(/^20261203T060000Z-[0-9a-f]{6}$/);
    expect([b, a].sort()).toEqual([a, b]);
  });

  it('switches dist/web to the new release and leaves the old one on disk', () => {
    const root = dist();
    fakeRelease(root, '1-old');
    switchCurrent(root, '1-old');
    const servedBefore = realpathSync(path.join(root, 'web')); // what a running instance resolved
    fakeRelease(root, '2-new');
    switchCurrent(root, '2-new');
    expect(lstatSync(path.join(root, 'web')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(root, 'web', 'index.html'), 'utf8')).toBe('2-new');
    expect(readFileSync(path.join(servedBefore, 'index.html'), 'utf8')).toBe('1-old');
    expect(currentRelease(root)).toBe('2-new');
  });

  it('keeps a plain dist/web from before releases as a release of its own', () => {
    const root = dist();
    mkdirSync(path.join(root, 'web'));
    writeFileSync(path.join(root, 'web', 'index.html'), 'plain');
    fakeRelease(root, '2-new');
    switchCurrent(root, '2-new');
    expect(readFileSync(path.join(root, 'web', 'index.html'), 'utf8')).toBe('2-new');
    expect(
      readFileSync(path.join(releaseDir(root, '00000000T000000Z-before-releases'), 'index.html'), 'utf8'),
    ).toBe('plain');
  });

  it('refuses to switch to a release that was not built', () => {
    expect(() => switchCurrent(dist(), 'missing')).toThrow(/no release missing/);
  });

  it('prunes all but the newest releases, never the current one', () => {
    const root = dist();
    for (const id of ['1', '2', '3', '4', '5']) fakeRelease(root, id);
    switchCurrent(root, '1'); // rolled back to the oldest
    expect(pruneReleases(root, 3).sort()).toEqual(['2']);
    for (const id of ['1', '3', '4', '5']) expect(existsSync(releaseDir(root, id))).toBe(true);
  });
});
