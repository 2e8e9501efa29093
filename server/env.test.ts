import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
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
    expect(statSync(path.join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dir }).sessionSecret).toBe(env.sessionSecret);
  });
  it('.env.example with only PORT changed links e-mails to that port, and drains 5 s', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-env-'));
    const env = loadEnv({ ...example, DATA_DIR: dir, PORT: '3040' });
    expect(env.appUrl).toBe('http://localhost:3040');
    expect(env.drainSeconds).toBe(5);
  });
  it('turns demo accounts off by default on a PostgreSQL server', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://x@localhost/db', SESSION_SECRET: 'a'.repeat(32) });
    expect(env.demoAccounts).toBe(false);
  });
  it('has demo accounts only for a local trial: embedded database, loopback HOST, http://localhost APP_URL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-env-'));
    const demo = (extra: Record<string, string>) => loadEnv({ DATA_DIR: dir, ...extra }).demoAccounts;
    expect(demo({})).toBe(true);
    expect(demo({ HOST: '127.0.0.1', APP_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(demo({ HOST: '0.0.0.0' })).toBe(false);
    expect(demo({ HOST: '::' })).toBe(false);
    expect(demo({ APP_URL: 'https://mpu.example.org' })).toBe(false);
    expect(demo({ APP_URL: 'https://localhost:3000' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgres://x@localhost/db' })).toBe(false);
    // forced: on, but not a local trial (seed warns)
    const forced = loadEnv({ DATA_DIR: dir, HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' });
    expect(forced).toMatchObject({ demoAccounts: true, localTrial: false });
    expect(demo({ DEMO_ACCOUNTS: 'false' })).toBe(false);
  });
  it('reads TRUST_PROXY as a number of proxy hops', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-env-'));
    const hops = (value?: string) => loadEnv({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect([hops(), hops('0'), hops('1'), hops('2'), hops('true'), hops('false')]).toEqual([
      0, 0, 1, 2, 1, 0,
    ]);
    expect(() => hops('*')).toThrow(/TRUST_PROXY/);
  });
  it('leaves the secret to the database on a PostgreSQL server without SESSION_SECRET', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://x@localhost/db' });
    expect(env.sessionSecret).toBe('');
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
  it('runs the reminder job at least hourly, so a one-hour window of a learner is never skipped', () => {
    const secret = { SESSION_SECRET: 'a'.repeat(32), DATABASE_URL: 'postgres://x@localhost/db' };
    expect(loadEnv({ ...secret, REMINDER_INTERVAL_MINUTES: '15' }).reminderIntervalMinutes).toBe(15);
    for (const bad of ['0', '61', '1440', 'oft'])
      expect(() => loadEnv({ ...secret, REMINDER_INTERVAL_MINUTES: bad })).toThrow(
        /REMINDER_INTERVAL_MINUTES/,
      );
  });
  it('refuses an ADMIN_PASSWORD under 8 characters or on the breached list, naming it (issue 26)', () => {
    const admin = (password: string) =>
      loadEnv({ ADMIN_EMAIL: 'chef@example.org', ADMIN_PASSWORD: password, SESSION_SECRET: 'a'.repeat(32) });
    expect(() => admin('kurz-12')).toThrow(/ADMIN_PASSWORD: the password must be at least 8 characters/);
    expect(() => admin('password123')).toThrow(/ADMIN_PASSWORD: the password is on the list of common/);
    // A sign-in takes at most 200 characters: a longer one would lock the administrator out.
    expect(() => admin('lang-'.repeat(41))).toThrow(/ADMIN_PASSWORD: the password must be at most 200/);
    expect(() => admin('Password123')).toThrow(/ADMIN_PASSWORD: .*leaked/);
    expect(admin('Kaffeetasse-am-Rhein-17').adminPassword).toBe('Kaffeetasse-am-Rhein-17');
  });
  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'chef@example.org', SESSION_SECRET: 'a'.repeat(32) })).toThrow(
      /together/,
    );
  });
});
