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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['common/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      apiProject(databaseUrl ? 'postgres' : 'pglite'),
    ],
  },
});
