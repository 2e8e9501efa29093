import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexicon } from '../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

const root = mkdtempSync(path.join(tmpdir(), 'mpu-compress-'));
const webRoot = path.join(root, 'web');
const mediaRoot = path.join(root, 'media');
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// Not a real brotli stream: proves the file on disk is sent as it is, not compressed on the fly.
const precompressed = Buffer.from('precompressed by scripts/compress.ts');
const captions = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nEin Untertitel.\n\n'.repeat(60)}`;

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  mkdirSync(mediaRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>MPU</title>');
  writeFileSync(path.join(webRoot, 'assets', 'app.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'app.js.br'), precompressed);
  writeFileSync(path.join(mediaRoot, 'clip.vtt'), captions);
  ctx = await createTestContext({ webRoot, mediaRoot });
  await ctx.db.insert(lexicon).values(
    Array.from({ length: 40 }, (_, i) => ({
      term: `Begriff ${i}`,
      category: 'Grundlagen' as const,
      definition: `Eine ausführliche Erklärung des Begriffs Nummer ${i}, damit die Antwort größer als 1 KB wird.`,
    })),
  );
  cookie = (await ctx.createUser()).cookie;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

describe('response compression (decision 025)', () => {
  it('compresses JSON with brotli or gzip as the client accepts, and not at all otherwise', async () => {
    const plain = await get('/api/lexicon', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/lexicon', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/lexicon', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends precompressed static files as built, not compressed twice', async () => {
    const response = await get('/assets/app.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(precompressed)).toBe(true);
  });

  it('leaves partial content (ranges) alone', async () => {
    const response = await get('/media/clip.vtt', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(captions.slice(0, 100));
  });

  it('does not compress or buffer the assistant stream (SSE)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
      payload: { messages: [{ role: 'user', content: 'Was bedeutet Begriff 3?' }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = response.body.split('\n\n').filter((chunk) => chunk.startsWith('data: '));
    expect(events.at(-1)).toContain('"type":"done"');
  });
});
