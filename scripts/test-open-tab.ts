// `npm run test:open-tab` (issue 32, decision 046): a tab stays open across a rebuild and keeps working.
// A copy of the built web app is release A in a scratch dist/; the built server serves it; a browser
// opens the sign-in page. Then a real build publishes release B (its chunks named differently) and:
//   1. the old process still serves A: an in-app step to a lazy route loads;
//   2. a new process serves B: the A tab's next lazy route comes from the kept release A;
//   3. release A is gone: the chunk answers 404, the page reloads once at the same URL, on B.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Plugin } from 'vite';
import { testSettings } from '../server/env.ts';
import { BUILT_SERVER, SERVER_NODE_ARGS } from './built-server.ts';
import { publishWeb } from './publish-web.ts';
import { releaseDir, switchCurrent } from './release/publish.ts';

const settings = testSettings();
const port = Number(process.env.E2E_PORT) || settings.e2ePort;
const base = `http://localhost:${port}`;
const scratch = mkdtempSync(path.join(tmpdir(), 'mpu-open-tab-'));
const dist = path.join(scratch, 'dist');
const started = Date.now();

function step(text: string) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);
}

function check(ok: unknown, text: string): asserts ok {
  if (!ok) throw new Error(`FAILED: ${text}`);
  step(`ok: ${text}`);
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: '',
      WEB_ROOT: path.join(dist, 'web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess) {
  child.kill('SIGINT');
  if (child.exitCode === null) await once(child, 'exit');
}

/** A real difference between A and B, as a change to the app would make: every chunk is renamed. */
const salt: Plugin = {
  name: 'test-open-tab-salt',
  transform(code, id) {
    if (id.endsWith('/web/lib/i18n.ts')) return `${code}\n;globalThis.__release = ${Date.now()};\n`;
    return undefined;
  },
};

/** An in-app step (wouter follows pushState), then what the browser fetched from /assets/. */
async function goInApp(page: Page, to: string, heading: RegExp) {
  const answers: { url: string; status: number }[] = [];
  const listener = (r: { url(): string; status(): number }) => {
    if (r.url().includes('/assets/')) answers.push({ url: r.url(), status: r.status() });
  };
  page.on('response', listener);
  await page.evaluate((url) => window.history.pushState(null, '', url), to);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
  page.off('response', listener);
  return answers;
}

const children: ChildProcess[] = [];
const browser = await chromium.launch({ executablePath: settings.chromiumPath, args: ['--no-sandbox'] });
try {
  const built = realpathSync('dist/web');
  check(existsSync(path.join(built, 'index.html')), 'the web app is built (npm run build)');
  cpSync(built, releaseDir(dist, 'A'), { recursive: true });
  switchCurrent(dist, 'A');
  children.push(await startServer());
  // The service worker is kept out: with it, the tab would find its chunks in its precache.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' });
  const page = await context.newPage();
  let reloads = 0;
  page.on('load', () => reloads++);
  await page.goto(`${base}/login`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadsBefore = reloads;

  step('building release B …');
  const b = await publishWeb(dist, { plugins: [salt], logLevel: 'warn' });
  const assetsOf = (id: string) => new Set(readdirSync(path.join(releaseDir(dist, id), 'assets')));
  const [assetsA, assetsB] = [assetsOf('A'), assetsOf(b)];
  check(
    [...assetsA].filter((name) => name.endsWith('.js') && !assetsB.has(name)).length > 10,
    'B renamed the chunks',
  );

  const first = await goInApp(page, '/register', /registrieren|konto/i);
  check(first.length > 0 && first.every((a) => a.status === 200), 'old process, old tab: /register loads');

  await stopServer(children.pop()!);
  children.push(await startServer());
  const served = await (await fetch(`${base}/login`)).text();
  // The page names chunks it preloads too; those B did not change (same name in A) say nothing.
  const onlyA = new Set([...assetsA].filter((name) => !assetsB.has(name)));
  const named = (assets: Set<string>) =>
    [...assets].some((name) => name.endsWith('.js') && served.includes(name));
  check(named(assetsB) && !named(onlyA), 'a new process serves release B');
  const second = await goInApp(page, '/forgot-password', /passwort/i);
  check(
    second.length > 0 &&
      second.every(
        (a) => a.status === 200 && assetsA.has(path.basename(a.url)) && !assetsB.has(path.basename(a.url)),
      ),
    'new process, old tab: /forgot-password loads the old chunks from the kept release A',
  );
  check(reloads === loadsBefore, 'no reload was needed so far');

  rmSync(releaseDir(dist, 'A'), { recursive: true });
  await page.evaluate(() => window.history.pushState(null, '', '/impressum'));
  await page.waitForURL(`${base}/impressum`);
  await page.getByRole('heading', { level: 1, name: /impressum/i }).waitFor({ timeout: 20_000 });
  check(reloads === loadsBefore + 1, 'release A gone: one reload, and /impressum opens on release B');
  check(page.url() === `${base}/impressum`, 'the reload kept the place');
  console.log('test:open-tab passed.');
} finally {
  await browser.close();
  for (const child of children) await stopServer(child);
  rmSync(scratch, { recursive: true, force: true });
}
