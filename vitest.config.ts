import { defineConfig } from 'vitest/config';
import { testSettings } from './server/env.ts';

const { databaseUrl } = testSettings();

// Unit tests (common, web) and API tests through buildApp() + inject(): on PGlite, or on the
// PostgreSQL server instead when TEST_DATABASE_URL is set (CI runs both passes, .ci/run).
const apiProject = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    // Generous: on a 2-core machine at load 20 a fresh database per file took over 60 s to set up.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        // Generous bound: some unit tests check limits with 10,000+ rows, on a busy 2-core machine.
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Bounded but generous: the hard-coded-text check reads every component (0.8 s; 7 s at load 20).
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 15_000,
        },
      },
      apiProject(databaseUrl ? 'postgres' : 'pglite'),
    ],
  },
});
