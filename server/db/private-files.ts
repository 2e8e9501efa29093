import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR could not be made private (issue 26): the start refuses with this message. */
export class DataDirPermissionError extends Error {}

const OPEN_TO_OTHERS = 0o077;

/**
 * Creates `dir` with mode 0700, or tightens an existing one that group or others can reach. When it
 * cannot (another owner, a read-only mount), the start refuses: the database files, the secret and
 * the socket must not lie in a folder other local users can read or write.
 */
export function privateDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & OPEN_TO_OTHERS) === 0) return;
  try {
    fs.chmodSync(dir, 0o700);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DataDirPermissionError(
      `Der Datenordner ${dir} ist für andere Benutzer zugänglich (Rechte ${mode.toString(8)}) und lässt ` +
        `sich nicht auf 700 einschränken (${reason}). Starten Sie die App als Eigentümer des Ordners ` +
        `oder führen Sie aus: chmod 700 ${dir}\n` +
        `The data directory ${dir} is open to other users (mode ${mode.toString(8)}) and cannot be ` +
        `restricted to 700 (${reason}). Start the app as the folder's owner or run: chmod 700 ${dir}`,
    );
  }
}

/**
 * Files 0600 and folders 0700 below `dir` (symbolic links untouched): what an older version or the
 * initdb image left open to every local user (issue 26: 968 of 1,333 database files were 0666).
 */
export function tightenTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const wanted = entry.isDirectory() ? 0o700 : 0o600;
    if ((fs.lstatSync(file).mode & 0o777) !== wanted) fs.chmodSync(file, wanted);
  }
}

/**
 * For the embedded database process only: everything it creates from now on is private. A umask of
 * 077 covers new folders; PGlite's file system layer (Emscripten's NODEFS) sets the mode of every new
 * file explicitly with `chmod(0666)` after creating it, which no umask touches, so its chmod calls
 * lose the group and other bits here. The patch is confined to that process, which runs nothing but
 * PGlite and the socket server (decision 024).
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
  const { chmodSync, fchmodSync } = fs;
  const masked = (mode: fs.Mode) =>
    (typeof mode === 'string' ? Number.parseInt(mode, 8) : mode) & ~OPEN_TO_OTHERS;
  fs.chmodSync = (file, mode) => chmodSync(file, masked(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, masked(mode));
}
