import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { MpuType } from '../../common/domain/mpu.ts';
import type { PageKey } from '../../common/domain/pages.ts';
import { PRIVACY_NOTICE_VERSION } from '../../common/domain/privacy.ts';
import { type App, buildApp } from '../app.ts';
import { type Database, openPostgres } from '../db/client.ts';
import type { Deadlines } from '../db/deadlines.ts';
import { openPglite } from '../db/pglite.ts';
import { loadEnv, testSettings } from '../env.ts';
import { insertAccount, setPassword } from '../features/auth/auth.repo.ts';
import type { InterviewModel } from '../features/interview/remote.ts';
import type { AiEngine } from '../integrations/ai/engine.ts';
import type { MailTransport } from '../integrations/mail/mailer.ts';
import type { Clock } from '../kernel/clock.ts';
import { hashPassword } from '../kernel/crypto.ts';
import { withDatabase } from './global-setup.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * How a test database is opened: with the app's deadlines, and reached through `via` (a proxy the
 * outage tests control; it gets the database's address and returns its own).
 */
export type DatabaseOptions = {
  deadlines?: Deadlines;
  via?: (target: net.NetConnectOpts) => Promise<{ host: string; port: number }>;
};

async function freshDatabase(
  options: DatabaseOptions = {},
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const settings = testSettings();
  if (settings.dbKind === 'pglite') {
    const image = new Blob([readFileSync(inject('pgliteImage'))]);
    const via = options.via;
    const database = await openPglite({
      loadDataDir: image,
      deadlines: options.deadlines,
      reach: via && ((address) => via({ path: path.join(address.host, `.s.PGSQL.${address.port}`) })),
    });
    return { database, dispose: () => database.close() };
  }
  if (!settings.databaseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `mpu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  let url = withDatabase(settings.databaseUrl, name);
  if (options.via) {
    const parsed = new URL(url);
    const proxy = await options.via({ host: parsed.hostname, port: Number(parsed.port || 5432) });
    parsed.hostname = proxy.host;
    parsed.port = String(proxy.port);
    url = parsed.toString();
  }
  const database = await openPostgres(url, 5, options.deadlines);
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: settings.databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh migrated database (PGlite or the PostgreSQL server, per Vitest project), a real SMTP
 * sink and the app built by `buildApp`, ready for `app.inject()`.
 */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    routes?: (app: App) => void;
    mailTransport?: MailTransport;
    mediaRoot?: string;
    /** Serve a built SPA from this folder (tests of static files). */
    webRoot?: string;
    aiEngine?: AiEngine;
    interviewModel?: InterviewModel | null;
    /** Receives the app's log lines (JSON, warn and above); without it the app logs nothing. */
    logStream?: { write: (line: string) => void };
    database?: DatabaseOptions;
  } = {},
) {
  const sink = await startSmtpSink();
  const { database, dispose } = await freshDatabase(options.database);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'mpu-test'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
    SMTP_URL: sink.url,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
    ...options.env,
  });
  const app = await buildApp({
    database,
    env,
    clock: options.clock,
    logger: options.logStream ? { level: 'warn', stream: options.logStream } : false,
    mailTransport: options.mailTransport,
    mediaRoot: options.mediaRoot,
    webRoot: options.webRoot,
    aiEngine: options.aiEngine,
    interviewModel: options.interviewModel,
  });
  options.routes?.(app);
  await app.ready();
  let counter = 0;

  const ctx = {
    app,
    db: database.db,
    database,
    env,
    sink,
    /** Creates a confirmed account directly (fast) with the given role, reasons and denied pages. */
    async createUser(
      input: {
        role?: 'user' | 'admin' | 'counsellor';
        reason?: MpuType;
        deny?: PageKey[];
        allPages?: boolean;
        password?: string;
        /** Agreed to the current privacy notice (default true; a CRM-invited learner has not). */
        consent?: boolean;
      } = {},
    ) {
      counter++;
      const email = `user${counter}-${randomBytes(3).toString('hex')}@example.org`;
      const password = input.password ?? 'passwort123';
      const id = await database.db.transaction((tx) =>
        insertAccount(tx, {
          email,
          passwordHash: 'pending',
          reasons: input.role === 'counsellor' ? [] : [input.reason ?? 'alcohol'],
          role: input.role ?? 'user',
          verified: true,
          allPages: input.allPages ?? true,
          consentVersion: input.consent === false ? undefined : PRIVACY_NOTICE_VERSION,
        }),
      );
      await setPassword(database.db, id, await hashPassword(password));
      if (input.deny?.length) {
        for (const page of input.deny) {
          await ctx.setPermission(id, page, false);
        }
      }
      return { id, email, password, cookie: await ctx.login(email, password) };
    },
    async setPermission(userId: string, page: PageKey, allowed: boolean) {
      const { userPermissions } = await import('../db/schema/users.ts');
      await database.db
        .insert(userPermissions)
        .values({ userId, page, allowed })
        .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed } });
    },
    /** 'Meine Daten herunterladen': a POST with the current password (issue 26). */
    exportData(user: { cookie: string; password: string }) {
      return app.inject({
        method: 'POST',
        url: '/api/settings/export',
        headers: { cookie: user.cookie },
        payload: { currentPassword: user.password },
      });
    },
    /** Signs in through the API and returns the Cookie header value. */
    async login(email: string, password: string): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'mpu_session');
      return `mpu_session=${cookie?.value}`;
    },
    async close() {
      await app.close();
      await dispose();
      await sink.close();
    },
  };
  return ctx;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
