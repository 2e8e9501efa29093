// The gzip JS a fresh browser loads for the sign-in routes, without a database: a tiny static
// server sends the built SPA (dist/web, run `npm run build` first) and answers every /api call
// with 401, as the real server does for a visitor. Prints one line per route and the /login
// budget check (issue 4: ≤ 110 KB gzip JS). Usage: node bench/route-js.ts [port]
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { testSettings } from '../server/env.ts';

const port = Number(process.argv[2] ?? process.env.BENCH_PORT ?? 4498);
const webRoot = path.resolve('dist/web');
const ROUTES = ['/login', '/register', '/forgot-password'];
const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) {
    response.writeHead(401, { 'Content-Type': 'application/json' });
    return response.end(JSON.stringify({ error: { code: 'unauthorized' } }));
  }
  let file = path.join(webRoot, url.pathname);
  if (!file.startsWith(webRoot) || !statSync(file, { throwIfNoEntry: false })?.isFile())
    file = path.join(webRoot, 'index.html');
  response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(port, resolve));

const browser = await chromium.launch({
  executablePath: testSettings().chromiumPath,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (r) => {
      const pathname = new URL(r.url()).pathname;
      if (pathname.endsWith('.js')) files.add(pathname);
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    await context.close();
    let total = 0;
    for (const file of files) total += gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;
    const flag = route === '/login' ? (total <= 110 * 1024 ? '  ✓ ≤ 110 KB' : '  ✗ > 110 KB') : '';
    console.log(`${route.padEnd(18)} ${(total / 1024).toFixed(1)} KB gzip JS in ${files.size} files${flag}`);
    if (process.env.VERBOSE) console.log(`  ${[...files].map((f) => path.basename(f)).join(' ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
