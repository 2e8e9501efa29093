// npm run bench:latency — is the server still responsive while the database works hard (issue 16)?
// On the embedded default (app started as `npm run serve` would), a probe asks /api/health/live (no
// database) and /api/health (database ping) one request at a time, every 10 ms, while
//   1. nothing else happens (baseline),
//   2. an admin imports a 10,000-row CSV (bench/exam-import.ts's file, through the API),
//   3. four clients read as a learner with 20,000 answers, back to back, for 10 s: the daily reviews,
//      a full quiz, the overview and the course list (issue 27's four heavy readers).
// Prints p50/p99/max per phase against the goal: p99 ≤ 50 ms, with the machine's load average beside
// it (on a shared machine the absolute latencies say more about the load than about the app).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../server/db/pglite.ts';
import {
  ADMIN,
  BASE,
  createLearner,
  login,
  percentile,
  startApp,
  stopApp,
  waitHealthy,
} from './app-process.ts';

const GOAL_MS = 50;
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS) || 20_000;
const LEARNER = { email: 'bench-heavy@example.org', password: 'bench-passwort' };

function importCsv(rows: number): string {
  const header =
    'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types';
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `"Massen ${i % 10}","Frage ${i}: Was gilt, wenn ""x""?","Antwort ${i}",b,c,d,A|C,"Erklärung ${i}",hard,drugs`,
  );
  return [header, ...lines].join('\r\n');
}

/** The heavy learner and their answers, written straight into the stopped app's data dir. */
async function seedHeavyLearner(dataDir: string) {
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const id = await createLearner(database.db, LEARNER);
    await database.db.execute(sql`
      insert into quiz_user_attempts (user_id, question_id, selected_answers, is_correct, run_id, created_at)
      select ${id}, q.id, array['A'], g % 3 <> 0, gen_random_uuid(), now() - g * interval '1 minute'
      from generate_series(1, ${ATTEMPTS}) g
      join (select id, row_number() over (order by id) - 1 as n from quiz_questions) q
        on q.n = g % (select count(*) from quiz_questions)`);
  } finally {
    await database.close();
  }
}

type Probe = { live: number[]; ready: number[]; failures: number };

/** Probes both health endpoints, each in its own loop (one request at a time), until `done` settles. */
async function probeWhile(done: Promise<unknown>): Promise<Probe> {
  const probe: Probe = { live: [], ready: [], failures: 0 };
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const loop = async (url: string, into: number[]) => {
    while (!finished) {
      const started = performance.now();
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      into.push(performance.now() - started);
      if (!ok) probe.failures++;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await Promise.all([loop(`${BASE}/api/health/live`, probe.live), loop(`${BASE}/api/health`, probe.ready)]);
  await done;
  return probe;
}

function report(phase: string, probe: Probe) {
  for (const [name, values] of [
    ['/api/health/live', probe.live],
    ['/api/health', probe.ready],
  ] as const) {
    const p99 = percentile(values, 99);
    console.log(
      `[bench:latency] ${phase.padEnd(34)} ${name.padEnd(17)} n=${String(values.length).padStart(4)}` +
        `  p50 ${percentile(values, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms` +
        `  (goal p99 ≤ ${GOAL_MS} ms: ${p99 <= GOAL_MS ? 'met' : 'NOT met'})`,
    );
  }
  if (probe.failures) console.log(`[bench:latency]   ${probe.failures} probe requests failed`);
  console.log(
    `[bench:latency]   load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-bench-latency-'));
try {
  let app = startApp(dataDir);
  await waitHealthy(app); // first start: migrations, content
  await stopApp(app);
  await seedHeavyLearner(dataDir);
  app = startApp(dataDir);
  await waitHealthy(app);
  try {
    const adminCookie = await login(ADMIN);
    const learnerCookie = await login(LEARNER);
    report('idle', await probeWhile(new Promise((r) => setTimeout(r, 3000))));

    const csv = importCsv(10_000);
    let importMs = 0;
    const importing = (async () => {
      const started = performance.now();
      const response = await fetch(`${BASE}/api/admin/exam/import`, {
        method: 'POST',
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ csv }),
      });
      const body = (await response.json()) as { imported?: number };
      importMs = performance.now() - started;
      if (!response.ok || body.imported !== 10_000)
        throw new Error(`import failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    })();
    report('during a 10,000-row CSV import', await probeWhile(importing));
    console.log(`[bench:latency]   (the import took ${(importMs / 1000).toFixed(2)} s)`);

    let reads = 0;
    const until = performance.now() + 10_000;
    const readers = ['/api/reviews', '/api/exam/quiz?mode=all', '/api/overview', '/api/courses'];
    const reader = async (url: string) => {
      while (performance.now() < until) {
        const response = await fetch(`${BASE}${url}`, { headers: { cookie: learnerCookie } });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
        reads++;
      }
    };
    const reading = Promise.all(readers.map(reader));
    report(`during heavy reads (${ATTEMPTS} answers)`, await probeWhile(reading));
    console.log(
      `[bench:latency]   (${reads} reads in 10 s, ${(reads / 10).toFixed(1)}/s: ${readers.join(', ')})`,
    );
  } finally {
    await stopApp(app);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
