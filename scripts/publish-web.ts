// `npm run build`, first step: builds the web app into a new dist/releases/<id>/, precompresses it,
// then switches dist/web to it and prunes old releases (scripts/release/publish.ts, decision 046).
// The live folder is never emptied: instances that are running keep serving their own release.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { newReleaseId, pruneReleases, releaseDir, switchCurrent } from './release/publish.ts';

/** Builds and publishes one release; `config` adds to vite.config.ts (scripts/test-open-tab.ts). */
export async function publishWeb(dist = 'dist', config: InlineConfig = {}): Promise<string> {
  const id = newReleaseId();
  const outDir = path.resolve(releaseDir(dist, id));
  await build({ ...config, build: { ...config.build, outDir, emptyOutDir: true } });
  const compressed = spawnSync(process.execPath, ['scripts/compress.ts', outDir], { stdio: 'inherit' });
  if (compressed.status !== 0) throw new Error('compressing the web app failed');
  switchCurrent(dist, id);
  const pruned = pruneReleases(dist);
  console.log(
    `Web app published as ${dist}/releases/${id} (dist/web)${pruned.length ? `; removed ${pruned.join(', ')}` : ''}.`,
  );
  return id;
}

if (import.meta.main) await publishWeb();
