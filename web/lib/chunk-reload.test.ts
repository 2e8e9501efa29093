import { describe, expect, it, vi } from 'vitest';
import { reloadForMissingChunk } from './chunk-reload.ts';

function page(now: number, online = true) {
  const values = new Map<string, string>();
  return {
    storage: {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => values.set(k, v),
    },
    online,
    now,
    reload: vi.fn(),
  };
}

describe('a chunk the server no longer has (decision 046)', () => {
  it('reloads the page once, then not again within a minute', () => {
    const first = page(1_000_000);
    expect(reloadForMissingChunk(first)).toBe(true);
    expect(first.reload).toHaveBeenCalledOnce();
    const again = { ...first, now: 1_030_000, reload: vi.fn() };
    expect(reloadForMissingChunk(again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
    const later = { ...first, now: 1_061_000, reload: vi.fn() };
    expect(reloadForMissingChunk(later)).toBe(true);
  });

  it('does not reload offline', () => {
    const offline = page(1_000_000, false);
    expect(reloadForMissingChunk(offline)).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('reloads a real page at its own URL when Vite reports the failed load', async () => {
    const { reloadOnMissingChunks } = await import('./chunk-reload.ts');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    window.sessionStorage.clear();
    reloadOnMissingChunks();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
