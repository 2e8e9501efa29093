import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { releaseDir, switchCurrent } from '../../scripts/release/publish.ts';
import { registerWeb } from './web.ts';

function release(root: string, id: string, assets: string[]): void {
  const dir = releaseDir(root, id);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>${id}</p>`);
  for (const name of assets) writeFileSync(path.join(dir, 'assets', name), `// ${id} ${name}`);
}

async function server(webRoot: string) {
  const app = Fastify();
  await registerWeb(app, webRoot);
  return app;
}

describe('serving releases across a rebuild (decision 046)', () => {
  it('keeps serving the release it started with after dist/web is switched', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
    release(root, '1-old', ['route-AAA.js']);
    switchCurrent(root, '1-old');
    const old = await server(path.join(root, 'web'));
    release(root, '2-new', ['route-BBB.js']);
    switchCurrent(root, '2-new');
    const fresh = await server(path.join(root, 'web'));

    expect((await old.inject('/dashboard')).body).toContain('1-old');
    expect((await fresh.inject('/dashboard')).body).toContain('2-new');
    // Either instance answers for the other version's chunks: a tab of either version loads.
    const oldChunk = await fresh.inject('/assets/route-AAA.js');
    expect(oldChunk.statusCode).toBe(200);
    expect(oldChunk.body).toBe('// 1-old route-AAA.js');
    expect(oldChunk.headers['cache-control']).toContain('immutable');
    expect((await old.inject('/assets/route-BBB.js')).body).toBe('// 2-new route-BBB.js');
  });

  it('answers 404 for an asset no kept release has, and never leaves the assets folders', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
    release(root, '1-old', []);
    writeFileSync(path.join(releaseDir(root, '1-old'), 'secret.txt'), 'no');
    release(root, '2-new', []);
    switchCurrent(root, '2-new');
    const app = await server(path.join(root, 'web'));
    const missing = await app.inject('/assets/gone-XYZ.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found' } });
    expect((await app.inject('/assets/..%2Fsecret.txt')).statusCode).toBe(404);
    expect((await app.inject('/assets/%2e%2e/secret.txt')).body).not.toBe('no');
  });

  it('without a built web app, every unknown URL is a JSON 404', async () => {
    const app = await server(path.join(mkdtempSync(path.join(tmpdir(), 'mpu-web-')), 'web'));
    expect((await app.inject('/dashboard')).statusCode).toBe(404);
  });
});
