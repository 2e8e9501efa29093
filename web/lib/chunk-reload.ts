/**
 * After an upgrade, an open tab may ask for a chunk its version had and the server no longer keeps
 * (decision 046). Vite then fires `vite:preloadError` (for a failed preload and a failed dynamic
 * import alike); the page reloads once, at the same URL, so the learner lands where they were going,
 * now on the new version. A second failure within a minute is not reloaded again (no loop), and
 * offline nothing is reloaded: the chunk is missing for want of a network, not because it is gone.
 */
const LAST_RELOAD = 'mpu.chunkReloadAt';
const GUARD_MS = 60_000;

type Page = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  online: boolean;
  now: number;
  reload: () => void;
};

/** Reloads unless offline or already reloaded for this within the last minute; true when it did. */
export function reloadForMissingChunk(page: Page): boolean {
  if (!page.online) return false;
  const last = Number(page.storage.getItem(LAST_RELOAD) ?? 0);
  if (page.now - last < GUARD_MS) return false;
  page.storage.setItem(LAST_RELOAD, String(page.now));
  page.reload();
  return true;
}

export function reloadOnMissingChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    reloadForMissingChunk({
      storage: window.sessionStorage,
      online: navigator.onLine !== false,
      now: Date.now(),
      reload: () => window.location.reload(),
    });
  });
}
