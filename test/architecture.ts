import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The layering rules of docs/architecture.md as data, checked by test/architecture.test.ts:
 * - `web/` never imports `server/` and `server/` never imports `web/` (they meet in `common/`);
 * - `common/` imports nothing from `server/` or `web/`;
 * - lower layers (server kernel, db, plugins, integrations; web lib and components) import no feature;
 * - a feature imports no other feature, not even a type: what two features share is kernel code (server
 *   db/kernel, web lib/components), and parts of several features meet in a composition root;
 * - a source file (tests and generated migrations aside) has at most MAX_LINES lines, in `scripts/`,
 *   `bench/` and `e2e/` too (tools beside the app: the size rule is the only one they keep).
 * Composition roots (app and server/compose/, run, cli, the server's test harness, the web app folder) and tests may
 * import any feature.
 */
export const MAX_LINES = 300;

const COMPOSITION_ROOTS = [
  'server/app.ts',
  'server/main.ts',
  'server/run.ts',
  'server/cli.ts',
  // Parts of server/app.ts, split off to keep files short (the background jobs and what they compose).
  'server/compose/',
  'server/test/',
  'web/app/',
  'web/main.tsx',
];

export type Violation = {
  rule: 'web-server' | 'common' | 'lower-layer' | 'cross-feature' | 'size' | 'feature-shape';
  file: string;
  detail: string;
};

// `import x from`, `export … from`, dynamic `import()`, and side-effect `import './x.ts'`.
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s*['"](\.[^'"]+)['"]/g;

function feature(file: string): string | null {
  const match = /^(server|web)\/features\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/features/${match[2]}` : null;
}

/** The violations in one file, given its repository-relative path and source text. */
export function checkFile(file: string, source: string): Violation[] {
  const found: Violation[] = [];
  const isTest = /\.test\.tsx?$/.test(file);
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  if (!isTest && lines > MAX_LINES) found.push({ rule: 'size', file, detail: `${lines} lines` });
  const layered =
    !isTest &&
    /^(common|server|web)\//.test(file) &&
    !COMPOSITION_ROOTS.some((root) => file.startsWith(root));
  const own = feature(file);
  for (const match of source.matchAll(IMPORT)) {
    const target = path.posix.normalize(
      path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? match[3] ?? ''),
    );
    const other = feature(target);
    if (
      (file.startsWith('web/') && target.startsWith('server/')) ||
      (file.startsWith('server/') && target.startsWith('web/'))
    ) {
      found.push({ rule: 'web-server', file, detail: target });
    } else if (!layered) {
      // tests, composition roots and the tools may import any other part
    } else if (file.startsWith('common/') && /^(server|web)\//.test(target)) {
      found.push({ rule: 'common', file, detail: target });
    } else if (!own && other) {
      found.push({ rule: 'lower-layer', file, detail: target });
    } else if (own && other && own !== other) {
      found.push({ rule: 'cross-feature', file, detail: `${target} (compose in the app, or move it down)` });
    }
  }
  return found;
}

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'migrations') continue;
    if (statSync(path.join(root, rel)).isDirectory()) yield* sourceFiles(root, rel);
    else if (/\.tsx?$/.test(name)) yield rel;
  }
}

/** Every violation in the repository's `common/`, `server/`, `web/`, `scripts/`, `bench/` and `e2e/`. */
export function checkRepository(root: string): Violation[] {
  return ['common', 'server', 'web', 'scripts', 'bench', 'e2e'].flatMap((dir) =>
    [...sourceFiles(root, dir)].flatMap((file) =>
      checkFile(file, readFileSync(path.join(root, file), 'utf8')),
    ),
  );
}

const FEATURE_FOLDERS = ['components', 'pages', 'admin'];

/**
 * The one shape of a web feature (docs/architecture.md), checked over its files (paths relative to
 * the feature folder): at the root only .ts modules (api.ts, i18n.ts, hooks and helpers) and tests,
 * no index.ts (no other feature may import one); UI (.tsx) under components/, pages/ or admin/ and
 * no other folder; the api files (api.ts, *-api.ts) at the root.
 */
export function checkFeatureShape(feature: string, files: readonly string[]): Violation[] {
  const violation = (file: string, detail: string): Violation => ({
    rule: 'feature-shape',
    file: `${feature}/${file}`,
    detail,
  });
  const found = files.includes('index.ts')
    ? [violation('index.ts', 'no public surface: features import no other feature (compose in web/app)')]
    : [];
  for (const file of files) {
    const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : null;
    if (folder && !FEATURE_FOLDERS.includes(folder)) {
      found.push(violation(file, `in ${folder}/ (only ${FEATURE_FOLDERS.join('/, ')}/)`));
    } else if (!folder && !/\.test\.tsx?$/.test(file) && !file.endsWith('.ts')) {
      found.push(violation(file, 'at the root (only .ts modules and tests)'));
    } else if (folder && /(^|\/|-)api\.ts$/.test(file)) {
      found.push(violation(file, 'an api file below the root'));
    }
  }
  return found;
}

/** The shape of every feature under `web/features/`, from the directory listing. */
export function checkWebFeatures(root: string): Violation[] {
  const features = path.join(root, 'web/features');
  return readdirSync(features).flatMap((name) => {
    const dir = path.join(features, name);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => !statSync(path.join(dir, file)).isDirectory())
      .map((file) => file.split(path.sep).join('/'));
    return checkFeatureShape(`web/features/${name}`, files);
  });
}
