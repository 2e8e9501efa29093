import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('configuration', () => {
  it('has working defaults and keeps a generated secret in the data dir', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-env-'));
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      demoAccounts: true,
      secureCookies: false,
    });
    expect(readFileSync(path.join(dir, 'secret'), 'utf8').trim()).toBe(env.sessionSecret);
    expect(loadEnv({ DATA_DIR: dir }).sessionSecret).toBe(env.sessionSecret);
  });
  it('turns demo accounts off by default on a PostgreSQL server', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://x@localhost/db', SESSION_SECRET: 'a'.repeat(32) });
    expect(env.demoAccounts).toBe(false);
  });
  it('fails with one readable line per problem', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'nicht-url' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'nicht-url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      expect((error as Error).message).toMatch(/DATABASE_URL: /);
    }
  });
  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'chef@example.org', SESSION_SECRET: 'a'.repeat(32) })).toThrow(
      /together/,
    );
  });
});
