import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';

// The /login budget (issues 4 and 15): a first visit loads at most 110 KB of JavaScript, gzip level 9,
// counted from the built files the browser asked for. A size, not a timing: it holds on any machine.
const BUDGET = 110 * 1024;
const webRoot = path.resolve('dist/web');

test('a first visit to /login loads at most 110 KB gzip JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  for (const file of scripts) total += gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, `${(total / 1024).toFixed(1)} KB in ${[...scripts].join(', ')}`).toBeLessThanOrEqual(BUDGET);
});
