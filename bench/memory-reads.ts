// npm run bench:reads — the learner's reads with a long history (issue 11, decision 026): the
// overview, the exam hub, the wrong-answers quiz, the activity list and the due reviews, first on a
// database without answers, then with 1,000,000 quiz attempts (10,000 of them the measured
// learner's). Prints each read's p95 and the ratio to the empty database (target ≤ 1.5×), on PGlite
// and, when TEST_DATABASE_URL is set, on PostgreSQL (scratch database, dropped afterwards).
// Usage: npm run bench:reads [-- --attempts 1000000 --mine 10000 --rounds 60]
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { type Database, openPostgres } from '../server/db/client.ts';
import { maintainEmbedded } from '../server/db/maintenance.ts';
import { openPglite } from '../server/db/pglite.ts';
import { loadEnv, testSettings } from '../server/env.ts';
import { insertAccount, setPassword } from '../server/features/auth/auth.repo.ts';
import { hashPassword } from '../server/kernel/crypto.ts';
import { withDatabase } from '../server/test/global-setup.ts';
import { onEachDatabase } from './databases.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ATTEMPTS = arg('attempts', 1_000_000);
const MINE = arg('mine', 10_000);
const ROUNDS = arg('rounds', 60);
const QUESTIONS = 600; // exam questions in 20 categories (the content pack has a few hundred)
const OTHERS = 99; // other learners who share the remaining attempts
const TARGET = 1.5;

const READS = [
  ['overview', '/api/overview'],
  ['hub', '/api/exam/hub'],
  ['wrong-answers quiz', '/api/exam/quiz?mode=wrong'],
  ['activity list', '/api/exam/activity?page=1'],
  ['reviews due', '/api/reviews'],
] as const;

/**
 * The first statement of the memory backfill migration: what existing data gets on upgrade (after the
 * migrations review_cards is gone, merged into question_memory: an empty stand-in here).
 */
const migrations = new URL('../server/db/migrations/', import.meta.url);
const backfillFile = readdirSync(migrations).find((name) => name.endsWith('_question_memory_sql.sql'));
const backfill = readFileSync(new URL(backfillFile!, migrations), 'utf8')
  .split('--> statement-breakpoint')[0]!
  .replace(
    'LEFT JOIN review_cards c',
    `LEFT JOIN (select null::uuid user_id, null::uuid question_id, null::timestamptz due,
       null::float8 stability, null::float8 difficulty, null::int scheduled_days, null::int learning_steps,
       null::int reps, null::int lapses, null::int state, null::timestamptz last_review) c`,
  );

async function seedBank(database: Database) {
  await database.db.execute(sql`
    insert into quiz_categories (name, description, mpu_types)
    select 'Kategorie ' || n, 'Bank', case when n % 2 = 0 then '{}'::mpu_type[] else '{alcohol}'::mpu_type[] end
    from generate_series(1, 20) n`);
  await database.db.execute(sql`
    insert into quiz_questions (category_id, question, options, correct_answers, explanation)
    select c.id, 'Frage ' || n || ' ' || c.name, array['A', 'B', 'C', 'D'], array['A'], 'Weil A.'
    from generate_series(1, ${QUESTIONS / 20}) n cross join quiz_categories c`);
  await database.db.execute(sql`
    with course as (insert into courses (title) values ('Kurs') returning id),
    chapter as (insert into chapters (course_id, title, sort_order)
      select course.id, 'Kapitel ' || n, n from course, generate_series(1, 10) n returning id)
    insert into quizzes (chapter_id, question, options, correct_answer)
    select chapter.id, 'Kapitelfrage ' || n, array['A', 'B'], 'A' from chapter, generate_series(1, 5) n`);
}

async function seedUsers(database: Database) {
  const ids: string[] = [];
  for (let i = 0; i <= OTHERS; i++)
    ids.push(
      await database.db.transaction((tx) =>
        insertAccount(tx, {
          email: `bench-${i}@example.org`,
          passwordHash: 'pending',
          reasons: ['alcohol'],
          role: 'user',
          verified: true,
          allPages: true,
        }),
      ),
    );
  await setPassword(database.db, ids[0]!, await hashPassword('bench-passwort'));
  return { learner: ids[0]!, others: ids.slice(1) };
}

/** ATTEMPTS quiz attempts over a year, MINE of them the learner's; then the memory rows as on upgrade, vacuumed. */
async function seedHistory(database: Database, learner: string, others: string[]) {
  const users = sql`${`{${others.join(',')}}`}::uuid[]`;
  await database.db.execute(sql`
    with q as (select array_agg(id order by id) ids from quiz_questions)
    insert into quiz_user_attempts (user_id, question_id, selected_answers, is_correct, created_at)
    select case when n <= ${MINE} then ${learner}::uuid else (${users})[1 + n % ${others.length}] end,
           q.ids[1 + ((n::bigint * 7919) % cardinality(q.ids))::int],
           case when n % 3 = 0 then array['B'] else array['A'] end,
           n % 3 <> 0,
           now() - make_interval(secs => (n % 31536000))
    from q, generate_series(1, ${ATTEMPTS}) n`);
  await database.db.execute(sql.raw(backfill));
  // The state after maintenance: PostgreSQL's autovacuum, or the embedded database's own hourly vacuum
  // (server/db/maintenance.ts, decision 039). Its duration is what the hourly run blocks PGlite for
  // at most (later runs skip unchanged pages).
  const started = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  return performance.now() - started;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

type Side = { app: Awaited<ReturnType<typeof buildApp>>; cookie: string };

/**
 * Each read alternately on the empty and the full database, so both see the same load on a shared
 * machine (the ratio is what counts; the absolute figures depend on the machine).
 */
async function measure(empty: Side, full: Side) {
  const result: Record<string, { empty: number; full: number }> = {};
  for (const [name, url] of READS) {
    const times = { empty: [] as number[], full: [] as number[] };
    for (let i = 0; i < ROUNDS + 5; i++) {
      for (const side of ['empty', 'full'] as const) {
        const { app, cookie } = side === 'empty' ? empty : full;
        const start = performance.now();
        const response = await app.inject({ url, headers: { cookie } });
        const ms = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        if (i >= 5) times[side].push(ms);
      }
    }
    result[name] = { empty: p95(times.empty), full: p95(times.full) };
  }
  return result;
}

/** A migrated database with the bank and the users, and the app on it signed in as the learner. */
async function prepare(database: Database) {
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'mpu-bench'),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
  });
  const app = await buildApp({ database, env, logger: false });
  await app.ready();
  await seedBank(database);
  const users = await seedUsers(database);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench-0@example.org', password: 'bench-passwort' },
  });
  return {
    app,
    cookie: `mpu_session=${login.cookies.find((c) => c.name === 'mpu_session')?.value}`,
    ...users,
  };
}

/** The empty database next to the measured one: PGlite in memory, or a second scratch database. */
async function emptyTwin(kind: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind.startsWith('PGlite')) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const url = testSettings().databaseUrl!;
  const name = `mpu_bench_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openPostgres(withDatabase(url, name), 4);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

await onEachDatabase(async (database, name) => {
  const twin = await emptyTwin(name);
  const full = await prepare(database);
  const empty = await prepare(twin.database);
  try {
    const started = performance.now();
    const vacuumMs = await seedHistory(database, full.learner, full.others);
    const seeded = ((performance.now() - started) / 1000).toFixed(0);
    const figures = await measure(empty, full);
    // What the hourly run of the embedded database's maintenance blocks PGlite for, on this database.
    const hourly = performance.now();
    await maintainEmbedded(database);
    const hourlyMs = performance.now() - hourly;
    console.log(
      `\n${name}: p95 of ${ROUNDS} requests per read (in-process inject, alternating), empty database vs ${ATTEMPTS.toLocaleString('en')} attempts (${MINE.toLocaleString('en')} the learner's; seeded in ${seeded} s, vacuum analyze ${vacuumMs.toFixed(0)} ms)`,
    );
    if (database.kind === 'pglite')
      console.log(`hourly maintenance (maintainEmbedded): ${hourlyMs.toFixed(0)} ms`);
    console.log('read                 empty ms   full ms   ratio');
    let worst = 0;
    for (const [read] of READS) {
      const { empty: e, full: f } = figures[read]!;
      worst = Math.max(worst, f / e);
      console.log(
        `${read.padEnd(20)} ${e.toFixed(2).padStart(8)} ${f.toFixed(2).padStart(9)} ${(f / e).toFixed(2).padStart(6)}×`,
      );
    }
    console.log(
      `worst ratio ${worst.toFixed(2)}× (target ≤ ${TARGET}×): ${worst <= TARGET ? 'met' : 'NOT met'}`,
    );
  } finally {
    await full.app.close();
    await empty.app.close();
    await twin.drop();
  }
});
