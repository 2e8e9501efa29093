// Shared by bench/start.ts and bench/latency.ts: starts the app as `npm run serve` / `npm start`
// would (a child process on a fresh or given DATA_DIR, embedded database), waits for the first 200 on
// /api/health, lists the processes of its tree from /proc, stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, inArray, sql } from 'drizzle-orm';
import { BUILT_SERVER, SERVER_NODE_ARGS } from '../scripts/built-server.ts';
import type { Database, Db } from '../server/db/client.ts';
import { quizUserAttempts } from '../server/db/schema/exam.ts';
import { testSettings } from '../server/env.ts';
import { insertAccount, insertSession, setPassword } from '../server/features/auth/auth.repo.ts';
import { hashPassword, sha256 } from '../server/kernel/crypto.ts';

export const settings = testSettings();
export const PORT = settings.benchPort;
export const BASE = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'bench-admin@example.org', password: 'bench-admin-pw' };

export type AppProcess = { child: ChildProcess; spawnedAt: number; output: string[] };

/** Starts the built server (decision 038), as `npm start` would once the build is current. */
export function startApp(dataDir: string): AppProcess {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${PORT}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_ACCOUNTS: 'false',
    LOG_LEVEL: 'warn',
  };
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, BUILT_SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (d: Buffer) => output.push(String(d)));
  return { child, spawnedAt, output };
}

/** Milliseconds from spawn to the first 200 on /api/health. */
export async function waitHealthy(app: AppProcess, timeoutMs = 600_000): Promise<number> {
  while (performance.now() - app.spawnedAt < timeoutMs) {
    if (app.child.exitCode !== null)
      throw new Error(`app exited with ${app.child.exitCode}:\n${app.output.join('')}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - app.spawnedAt;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`app did not answer within ${timeoutMs} ms:\n${app.output.join('')}`);
}

export async function stopApp(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  app.child.kill('SIGTERM');
  await exited;
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The process and all its descendants. */
export function processTree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(processTree)];
}

export async function login(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A learner with every page unlocked, created through the repo before the server starts. */
export async function createLearner(db: Db, account: { email: string; password: string }): Promise<string> {
  const id = await db.transaction((tx) =>
    insertAccount(tx, {
      email: account.email,
      passwordHash: 'x',
      reasons: ['alcohol'],
      role: 'user',
      verified: true,
      allPages: true,
    }),
  );
  await setPassword(db, id, await hashPassword(account.password));
  return id;
}

export const LEARNER = { email: 'bench-learner@example.org', password: 'bench-passwort' };

/**
 * The learners (every page unlocked) exist before the server starts, created through the repo: the
 * first signs in as LEARNER, the others get a session row (their cookies).
 */
export async function seedLearners(database: Database, count: number) {
  await database.migrate();
  const id = await createLearner(database.db, LEARNER);
  const ids = [id];
  const cookies: string[] = [];
  for (let i = 1; i < count; i++)
    ids.push(await createLearner(database.db, { email: `bench-learner-${i}@example.org`, password: 'x' }));
  for (const userId of ids.slice(1)) {
    const token = randomBytes(32).toString('base64url');
    await insertSession(database.db, sha256(token), userId, new Date(Date.now() + 86_400_000), new Date());
    cookies.push(`mpu_session=${token}`);
  }
  return { ids, cookies };
}

/** All attempts of these learners, and how many distinct runs they name (one row per run). */
export async function countAll(database: Database, userIds: string[]) {
  const [row] = await database.db
    .select({
      rows: sql<number>`count(*)::int`,
      runs: sql<number>`count(distinct ${quizUserAttempts.runId})::int`,
    })
    .from(quizUserAttempts)
    .where(inArray(quizUserAttempts.userId, userIds));
  return { rows: row?.rows ?? 0, runs: row?.runs ?? 0 };
}

export async function countStored(database: Database, userIds: string[], runIds: string[]) {
  let found = 0;
  for (let i = 0; i < runIds.length; i += 5000) {
    const [row] = await database.db
      .select({ n: sql<number>`count(distinct ${quizUserAttempts.runId})::int` })
      .from(quizUserAttempts)
      .where(
        and(
          inArray(quizUserAttempts.userId, userIds),
          inArray(quizUserAttempts.runId, runIds.slice(i, i + 5000)),
        ),
      );
    found += row?.n ?? 0;
  }
  return found;
}
