// The publish step of `npm run build` (issue 32, decision 046): every build of the web app goes into
// a folder of its own, dist/releases/<id>/, and dist/web is a symbolic link to the current one,
// switched in one rename. A running instance resolved the link at its start and keeps serving its
// own index.html and chunks; the kept releases also answer for each other's hashed assets
// (server/plugins/web.ts), so a tab opened on either version finds its chunks during an upgrade.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/** Releases kept on disk: the current one and the two before it. */
export const KEPT_RELEASES = 3;
export const RELEASES = 'releases';
export const CURRENT = 'web';

/** Sortable by time: 20261203T062644Z-1a2b3c. */
export function newReleaseId(now = new Date(), random = Math.random()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${Math.floor(random * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
}

export function releaseDir(dist: string, id: string): string {
  return path.join(dist, RELEASES, id);
}

/** The release dist/web points at, or undefined (no build yet, or the old layout's plain folder). */
export function currentRelease(dist: string): string | undefined {
  const link = path.join(dist, CURRENT);
  if (!existsSync(link) || !lstatSync(link).isSymbolicLink()) return undefined;
  return path.basename(readlinkSync(link));
}

/**
 * Points dist/web at the release: a new link beside it, renamed over the old one (atomic on POSIX).
 * A plain dist/web folder from before releases becomes a release itself, so it stays on disk.
 */
export function switchCurrent(dist: string, id: string): void {
  if (!existsSync(releaseDir(dist, id))) throw new Error(`no release ${id} in ${dist}`);
  const link = path.join(dist, CURRENT);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    mkdirSync(path.join(dist, RELEASES), { recursive: true });
    renameSync(link, releaseDir(dist, `00000000T000000Z-before-releases`));
  }
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(path.join(RELEASES, id), next, 'dir');
  renameSync(next, link);
}

/** Deletes all but the newest `keep` releases; the current one is always kept. */
export function pruneReleases(dist: string, keep = KEPT_RELEASES): string[] {
  const dir = path.join(dist, RELEASES);
  if (!existsSync(dir)) return [];
  const current = currentRelease(dist);
  const old = readdirSync(dir)
    .sort()
    .reverse()
    .slice(keep)
    .filter((id) => id !== current);
  for (const id of old) rmSync(path.join(dir, id), { recursive: true, force: true });
  return old;
}
