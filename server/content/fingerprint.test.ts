import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readState, writeState } from '../db/app-state.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { contentFingerprint, defaultContentDir, loadContentIfChanged } from './loader.ts';

// The start skips reading the content pack when nothing changed since the last load (issue 12).
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'mpu-fingerprint-'));
  cpSync(path.join(defaultContentDir, 'news'), path.join(dir, 'news'), { recursive: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('content fingerprint', () => {
  it('stays the same for the same files and changes with an edit, a new file or a new time', () => {
    const first = contentFingerprint(dir);
    expect(contentFingerprint(dir)).toBe(first);
    const file = path.join(dir, 'news', 'added.md');
    writeFileSync(file, '---\ntitle: Neu\n---\nText');
    const added = contentFingerprint(dir);
    expect(added).not.toBe(first);
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(contentFingerprint(dir)).not.toBe(added);
  });

  it('skips the load when the database holds the current fingerprint, and loads otherwise', async () => {
    await writeState(ctx.db, 'content_fingerprint', contentFingerprint(dir));
    expect(await loadContentIfChanged(ctx.db, { contentDir: dir })).toBe('unchanged');
    await writeState(ctx.db, 'content_fingerprint', 'older');
    // This dir holds only news: the other modules fail, so the fingerprint is not recorded and the
    // next start tries again.
    await expect(loadContentIfChanged(ctx.db, { contentDir: dir })).rejects.toThrow(/Content not loaded/);
    expect(await readState(ctx.db, 'content_fingerprint')).toBe('older');
  });
});
