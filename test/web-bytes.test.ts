import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, dashboardRouteFiles, KB, type Manifest, routeBytes } from '../bench/web-bytes.ts';
import { paths } from '../common/paths.ts';

// The first-visit JS check of issue 27 (bench/web-bytes.ts, run on the real build by
// e2e/budget.spec.ts), here on a small fake build: files of random bytes, so gzip keeps their size.
function fakeBuild(manifest: Manifest, sizes: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-bytes-'));
  mkdirSync(path.join(root, '.vite'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(sizes)) writeFileSync(path.join(root, file), randomBytes(size));
  const script = '<script type="module" crossorigin src="/assets/entry.js"></script>';
  const preload = (file: string) =>
    `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`;
  writeFileSync(path.join(root, 'dashboard.html'), `<head>${script}${preload('assets/shell.js')}</head>`);
  writeFileSync(
    path.join(root, 'dashboard-overview.html'),
    `<head>${script}${preload('assets/shell.js')}${preload('assets/overview.js')}</head>`,
  );
  return root;
}

const routes = [
  { path: '/dashboard', file: './overview-route.tsx' },
  { path: '/dashboard/plan', file: '../features/plan/plan-page.tsx' },
];
const manifest = (planImports: string[]): Manifest => ({
  'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['index.html'] },
  'app/overview-route.tsx': { file: 'assets/overview.js', isDynamicEntry: true, imports: ['_shell.js'] },
  'features/plan/plan-page.tsx': {
    file: 'assets/plan.js',
    isDynamicEntry: true,
    imports: ['_shell.js', ...planImports],
  },
  '_editor.js': { file: 'assets/editor.js', imports: ['index.html'] },
});
const sizes = {
  'assets/entry.js': 90 * KB,
  'assets/shell.js': 20 * KB,
  'assets/overview.js': 10 * KB,
  'assets/plan.js': 10 * KB,
  'assets/editor.js': 40 * KB,
};

describe('first-visit JavaScript per signed-in route (issue 27)', () => {
  it("counts the entry, the document's preloads and the route chunk with its static imports", () => {
    const rows = routeBytes(fakeBuild(manifest([]), sizes), routes, {});
    const plan = rows.find((row) => row.path === '/dashboard/plan')!;
    expect(plan.files.sort()).toEqual(['assets/entry.js', 'assets/plan.js', 'assets/shell.js']);
    expect(plan.bytes).toBeGreaterThan(120 * KB);
    expect(plan.bytes).toBeLessThan(122 * KB);
    expect(rows.find((row) => row.path === '/dashboard')!.files).toContain('assets/overview.js');
    expect(budgetProblems(rows, {})).toEqual([]);
  });

  it('fails when a route imports the editor statically (a planted violation)', () => {
    const rows = routeBytes(fakeBuild(manifest(['_editor.js']), sizes), routes, {});
    expect(budgetProblems(rows, {})).toEqual([
      expect.stringMatching(/^\/dashboard\/plan: 16\d\.\d KB of first-visit JS, more than 150\.0 KB$/),
    ]);
    // Lazily imported, the same editor costs the route nothing.
    const lazy = manifest([]);
    lazy['features/plan/plan-page.tsx']!.dynamicImports = ['_editor.js'];
    expect(budgetProblems(routeBytes(fakeBuild(lazy, sizes), routes, {}), {})).toEqual([]);
  });

  it('holds a route over its target to its ceiling, and asks to drop a ceiling no longer needed', () => {
    const build = fakeBuild(manifest(['_editor.js']), sizes);
    expect(
      budgetProblems(routeBytes(build, routes, { '/dashboard/plan': 165 }), { '/dashboard/plan': 165 }),
    ).toEqual([]);
    expect(
      budgetProblems(routeBytes(build, routes, { '/dashboard/plan': 155 }), { '/dashboard/plan': 155 }),
    ).toEqual([expect.stringMatching(/more than 155\.0 KB$/)]);
    const light = fakeBuild(manifest([]), sizes);
    expect(
      budgetProblems(routeBytes(light, routes, { '/dashboard/plan': 165 }), { '/dashboard/plan': 165 }),
    ).toEqual([expect.stringMatching(/^\/dashboard\/plan meets its target .*remove it from OVER_TARGET$/)]);
  });

  it('reads every route of the real route table, and refuses an entry it cannot read', () => {
    const source = readFileSync('web/app/dashboard-routes.ts', 'utf8');
    const read = dashboardRouteFiles(source, paths as unknown as Parameters<typeof dashboardRouteFiles>[1]);
    expect(read.length).toBe(source.match(/path: (paths\.|')/g)?.length);
    expect(read).toContainEqual({ path: '/dashboard', file: './overview-route.tsx' });
    expect(read).toContainEqual({ path: '/dashboard/plan', file: './plan-route.tsx' });
    // A path with a parameter, written as a call of its paths helper.
    expect(read).toContainEqual({
      path: '/dashboard/counsellor/:learnerId',
      file: '../features/counsellor/pages/learner-page.tsx',
    });
    expect(() =>
      dashboardRouteFiles(
        `${source}\nconst odd = lazy(async () => import('./odd.tsx'));\nx.push({ path: '/dashboard/odd', area: 'plan', component: odd });`,
        paths as unknown as Parameters<typeof dashboardRouteFiles>[1],
      ),
    ).toThrow(/^web-bytes: /);
  });
});
