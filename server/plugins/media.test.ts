import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mpu-media-'));
  writeFileSync(path.join(dir, 'clip.mp4'), Buffer.from('0123456789'));
  ctx = await createTestContext({ mediaRoot: dir });
});
afterAll(() => ctx.close());

describe('media files', () => {
  it('are served with range requests so a video can seek', async () => {
    const whole = await ctx.app.inject({ url: '/media/clip.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    const part = await ctx.app.inject({ url: '/media/clip.mp4', headers: { range: 'bytes=2-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('234');
  });
  it('answer 404 for a missing file and never leave the folder', async () => {
    expect((await ctx.app.inject({ url: '/media/none.mp4' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/media/../package.json' })).statusCode).toBe(404);
  });
});
