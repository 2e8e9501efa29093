import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PAGE_KEYS, type PageKey, pageList } from '../common/domain/pages.ts';
import { DEFAULT_DEADLINES, type Deadlines } from './db/deadlines.ts';
import { privateDataDir } from './db/private-files.ts';
import type { AiLimits } from './integrations/ai/limits.ts';
import { newPasswordField } from './kernel/breached-passwords.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded PGlite data and the generated secret live here. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; without it the app uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * The embedded database with V8's optimising WASM compiler: CPU-heavy queries up to 2× faster, but resident
   * memory peaks near 900 MB (default: baseline compiler only, ≤ 500 MB; decision 024).
   */
  EMBEDDED_DB_OPTIMIZE: bool.default(false),
  /** Connections the app keeps to the PostgreSQL server (concurrent requests share batched queries). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Deadlines of every database call (issue 26, decision 052): one statement, a transaction left idle,
   * waiting for a connection. Beyond them the request answers 503 with Retry-After.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_DEADLINES.statementMs),
  DB_IDLE_IN_TRANSACTION_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_DEADLINES.idleInTransactionMs),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DEADLINES.acquireMs),
  /** Public base URL, used in e-mail links. Defaults to http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  /** At least 32 characters. Without it one is generated and kept in DATA_DIR/secret. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** A sign-in ends after this many days without use … */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** … and this many days after it began, used or not (issue 26). */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  /** smtp://user:pass@host:port; without it mails are written to the log with their links. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('MPU-Vorbereitung <no-reply@localhost>'),
  /** Make sure this administrator exists (confirmed, role admin) at every start. */
  ADMIN_EMAIL: z.string().email().optional(),
  /** The rules of every new password (issue 26): at least 8 characters, not on the breached list. */
  ADMIN_PASSWORD: newPasswordField.optional(),
  /**
   * Demo admin and learner with known passwords. Default: only for a local trial (embedded database,
   * HOST on loopback, APP_URL http://localhost…); `true` forces them anywhere, with a warning.
   */
  DEMO_ACCOUNTS: bool.optional(),
  SIGNUPS_ENABLED: bool.default(true),
  /** Registrations allowed per client address and hour (abuse protection). */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Self-registration pages before an admin's setting ("videos,lexicon"; unset: SELF_REGISTRATION_DEFAULTS). */
  REGISTRATION_PAGES: z
    .string()
    .max(300)
    .transform(pageList)
    .pipe(z.array(z.enum(PAGE_KEYS)))
    .optional(),
  /** Shown to learners on a locked area: how to get access (e.g. the consultancy's phone or e-mail). */
  ACCESS_CONTACT: z.string().trim().min(1).max(500).optional(),
  /** Name of the CRM service the integration keys are for (admin settings title). */
  CRM_NAME: z.string().min(1).max(60).default('CRM'),
  /** OpenAI-compatible endpoint for the assistant and the exam trainer; without it a built-in offline engine answers. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Seconds until the model's first token (and the longest gap between tokens); then the offline answer. */
  AI_FIRST_TOKEN_SECONDS: z.coerce.number().positive().max(600).default(15),
  /** Seconds for the model's whole answer in the assistant. */
  AI_ANSWER_SECONDS: z.coerce.number().positive().max(600).default(60),
  /** Seconds for one model request of the practice interview; then the offline engine's words. */
  AI_INTERVIEW_SECONDS: z.coerce.number().positive().max(600).default(8),
  /**
   * Seconds an instance keeps serving after SIGTERM while /api/health already answers 503, so load
   * balancers move away before it stops listening (decision 045). 0: stop at once.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For (nginx alone: 1). The client
   * address is taken that many hops from the right. `true` means 1, `false` 0.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'a number of proxy hops (0, 1, 2 …)')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
    .default(0),
  /** Folder with the operator's completed legal pages (impressum.md, datenschutz.md, barrierefreiheit.md); default legal/. */
  LEGAL_DIR: z.string().min(1).optional(),
  /** The built web app to serve; default dist/web (a link to the current dist/releases/<id>, decision 046). */
  WEB_ROOT: z.string().min(1).optional(),
  /** GET /metrics for callers other than this machine: `Authorization: Bearer <token>` (decision 057). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * How often the study-reminder job looks for learners whose reminder is due (decision 065); at
   * most hourly, as a learner's window of hours can be one hour long and a longer interval skips it.
   */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(60),
  /** Retention (days, decision 018): sent mails, used or expired e-mail links, rate-limit counters, audit entries. */
  RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_TOKEN_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  RETENTION_RATE_LIMIT_DAYS: z.coerce.number().int().min(1).max(3650).default(1),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseDeadlines: Deadlines;
  /** EMBEDDED_DB_OPTIMIZE: the embedded database process with the optimising WASM compiler. */
  embeddedOptimize: boolean;
  appUrl: string;
  /**
   * SESSION_SECRET, or the embedded setup's secret file. Empty with DATABASE_URL and no SESSION_SECRET:
   * main.ts then reads the one secret every instance shares from the database (db/app-state.ts).
   */
  sessionSecret: string;
  sessionIdleDays: number;
  /** At least sessionIdleDays. */
  sessionMaxDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoAccounts: boolean;
  /** Embedded database, loopback HOST and an http://localhost APP_URL: the README's trial setup. */
  localTrial: boolean;
  signupsEnabled: boolean;
  registrationsPerHour: number;
  /** REGISTRATION_PAGES: the self-registration pages before an admin's setting; undefined: the defaults. */
  registrationPages: PageKey[] | undefined;
  crmName: string;
  accessContact: string | undefined;
  ai: { baseUrl: string; apiKey: string; model: string; limits: AiLimits } | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** DRAIN_SECONDS: how long SIGTERM keeps serving with health 503 before the server closes. */
  drainSeconds: number;
  /** Number of trusted proxy hops (0: X-Forwarded-For is ignored). */
  trustProxy: number;
  secureCookies: boolean;
  legalDir: string | undefined;
  webRoot: string | undefined;
  metricsToken: string | undefined;
  reminderIntervalMinutes: number;
  retentionDays: { mails: number; tokens: number; rateLimits: number; audit: number };
};

export class EnvError extends Error {}

/** Reads and validates the configuration once; fails with one readable line per problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new EnvError('Invalid configuration: set ADMIN_EMAIL and ADMIN_PASSWORD together.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const publicUrl = new URL(appUrl);
  const localTrial =
    !e.DATABASE_URL && isLoopback(e.HOST) && publicUrl.protocol === 'http:' && isLoopback(publicUrl.hostname);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseDeadlines: {
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_MS,
      acquireMs: e.DB_ACQUIRE_TIMEOUT_MS,
    },
    embeddedOptimize: e.EMBEDDED_DB_OPTIMIZE,
    appUrl,
    sessionSecret: e.SESSION_SECRET ?? (e.DATABASE_URL ? '' : persistedSecret(dataDir)),
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    sessionMaxDays: Math.max(e.SESSION_MAX_DAYS, e.SESSION_IDLE_DAYS),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoAccounts: e.DEMO_ACCOUNTS ?? localTrial,
    localTrial,
    signupsEnabled: e.SIGNUPS_ENABLED,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    registrationPages: e.REGISTRATION_PAGES,
    crmName: e.CRM_NAME,
    accessContact: e.ACCESS_CONTACT,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            limits: {
              firstTokenMs: e.AI_FIRST_TOKEN_SECONDS * 1000,
              answerMs: e.AI_ANSWER_SECONDS * 1000,
              interviewMs: e.AI_INTERVIEW_SECONDS * 1000,
            },
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    drainSeconds: e.DRAIN_SECONDS,
    trustProxy: e.TRUST_PROXY,
    secureCookies: appUrl.startsWith('https://'),
    legalDir: e.LEGAL_DIR ? path.resolve(e.LEGAL_DIR) : undefined,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : undefined,
    metricsToken: e.METRICS_TOKEN,
    reminderIntervalMinutes: e.REMINDER_INTERVAL_MINUTES,
    retentionDays: {
      mails: e.RETENTION_MAIL_DAYS,
      tokens: e.RETENTION_TOKEN_DAYS,
      rateLimits: e.RETENTION_RATE_LIMIT_DAYS,
      audit: e.AUDIT_RETENTION_DAYS,
    },
  };
}

/** `localhost`, 127.x.x.x or ::1. */
function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** A random secret generated once and kept in the data dir (mode 600), for the embedded setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  privateDataDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Settings only the test suite reads (kept here so nothing else touches process.env). */
export function testSettings(source: Record<string, string | undefined> = process.env) {
  return {
    databaseUrl: source.TEST_DATABASE_URL || undefined,
    /** Which database this test project runs on (set per Vitest project). */
    dbKind: source.TEST_DB_KIND === 'postgres' ? ('postgres' as const) : ('pglite' as const),
    chromiumPath: source.CHROMIUM_PATH || '/usr/bin/chromium',
    ci: source.CI === 'true',
    /** Port of the server the browser tests start (several checkouts may test at once). */
    e2ePort: Number(source.E2E_PORT) || 4310,
    /** Port of the second server e2e/model.spec.ts starts with a fake model (default E2E_PORT + 3). */
    e2eModelPort: Number(source.E2E_MODEL_PORT) || (Number(source.E2E_PORT) || 4310) + 3,
    /** bench/: the PostgreSQL server to benchmark against (default TEST_DATABASE_URL), seconds per run. */
    benchDatabaseUrl: source.BENCH_DATABASE_URL || source.TEST_DATABASE_URL || undefined,
    benchSeconds: Number(source.BENCH_SECONDS) || 10,
    benchPort: Number(source.BENCH_PORT) || 4390,
    /** bench/: only one database kind ('postgres' or 'pglite'). */
    benchOnly: source.BENCH_ONLY || undefined,
    /** bench/: write a V8 CPU profile of the server to .tmp/bench-profiles. */
    benchProfile: source.BENCH_PROFILE === '1',
    /** bench/api.ts: node options for the server under test (e.g. to compare V8 flags). */
    benchNodeArgs: (source.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    /** bench/api.ts: EMBEDDED_DB_OPTIMIZE of the server under test (to compare the WASM compilers). */
    benchEmbeddedOptimize: source.EMBEDDED_DB_OPTIMIZE || undefined,
    /** bench/: DATABASE_POOL_SIZE of the server under test (default: the app's default). */
    benchPoolSize: source.BENCH_POOL_SIZE || undefined,
    /** bench:web: Lighthouse runs per page (the median is reported). */
    benchRuns: Number(source.BENCH_RUNS) || 5,
  };
}
