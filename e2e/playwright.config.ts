import { defineConfig } from '@playwright/test';
import { testSettings } from '../server/env.ts';
import { BASE_URL } from './support/config.ts';

const { chromiumPath, ci } = testSettings();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // Three journeys at a time: the 2-core machine sat half idle with two (each waits on the server and
  // on the browser in turn); 55 journeys took 5.8 min with three on a quiet machine (decision 038).
  workers: 3,
  retries: ci ? 1 : 0,
  // Journeys, not unit checks: bounded but generous on a busy 2-core machine (issue 15). The longest
  // (CSV import, glossary-chapter-news) took 1.7–2.1 min on a slower machine with three workers.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/serve.ts',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
