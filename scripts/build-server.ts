// `npm run build` (and `npm start` through build-if-needed): bundles the server — server/main.ts and
// everything it imports — into dist/server, so a start loads a few files instead of about a thousand
// modules, each type-stripped and resolved through package.json exports (decision 038).
// Packages that read their own files at run time stay outside (`EXTERNAL`), as does the OpenAI SDK,
// which loads on first use. Tests and `npm run dev` run the sources.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build, type Plugin } from 'esbuild';

export const SERVER_OUT_DIR = 'dist/server';
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger-ui',
  'openai',
  'pg-native',
];

/**
 * Project files find content/, legal/, the migrations and dist/web relative to themselves: in the
 * bundle, `import.meta.url` of each such file becomes its source file's URL, relative to the bundle.
 */
const ownLocation: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    const outDir = path.resolve(SERVER_OUT_DIR, 'chunks');
    b.onLoad({ filter: /\/(server|common)\/.*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      const here = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', here), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: { main: 'server/main.ts' },
  bundle: true,
  // main.ts turns on Node's compile cache, then imports run.ts: a chunk of its own, so it is cached.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: SERVER_OUT_DIR,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.js' },
  external: EXTERNAL,
  plugins: [ownLocation],
  // A few bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'linked',
  logLevel: 'warning',
});

// The embedded database's first start loads this instead of running initdb (server/db/embedded.ts).
const initdb = await PGlite.create();
const image = await initdb.dumpDataDir('gzip');
await initdb.close();
await writeFile(path.join(SERVER_OUT_DIR, 'pglite-initdb.tgz'), Buffer.from(await image.arrayBuffer()));
console.log(`Server bundled into ${SERVER_OUT_DIR}, with the embedded database's initdb image.`);
