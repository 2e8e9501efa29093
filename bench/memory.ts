// npm run bench:memory — start time and resident memory of the embedded default (issues 12, 16).
// Starts the app as `npm run serve` would on a fresh DATA_DIR (first start: database files,
// migrations, content), then again on the same dir (warm start), and once as `npm start` (build check
// first; run `npm run build` before, so the build is current). Samples the resident memory (VmRSS,
// /proc) of every process of the app's tree every 20 ms and prints, per process and summed:
// the peak during start, idle after start, and after a load run (answers, overview, glossary,
// courses). Targets: warm start ≤ 2 s to the first 200 on /api/health; ≤ 500 MB for app and database
// together at start (peak included) and after load.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ADMIN,
  BASE,
  formatRss,
  login,
  rssSampler,
  sampleRss,
  startApp,
  stopApp,
  waitHealthy,
} from './app-process.ts';

const START_GOAL_MS = 2000;
const RSS_GOAL_MB = 500;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS) || 10;

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const print = (text: string) => console.log(`[bench:memory] ${text}`);

async function timedStart(dataDir: string, how: 'serve' | 'start', name: string) {
  const app = startApp(dataDir, how);
  const sampler = rssSampler(app.child.pid!);
  const ms = await waitHealthy(app);
  const peak = sampler.stop();
  print(
    `${name.padEnd(28)} ${(ms / 1000).toFixed(2)} s to the first 200 on /api/health` +
      (name.startsWith('warm') ? ` (goal ≤ ${START_GOAL_MS / 1000} s: ${verdict(ms <= START_GOAL_MS)})` : ''),
  );
  print(
    `${''.padEnd(28)} peak during start ${formatRss(peak)} (goal ≤ ${RSS_GOAL_MB} MB: ${verdict(peak.total <= RSS_GOAL_MB)})`,
  );
  return app;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Answers exam questions, then reads the overview, the glossary and the courses, under load. */
async function loadRun() {
  const cookie = await login(ADMIN);
  const quiz = (await (await fetch(`${BASE}/api/exam/quiz?mode=all`, { headers: { cookie } })).json()) as {
    questions?: { id: string; options: string[] }[];
  };
  const questions = quiz.questions ?? [];
  if (questions.length === 0) throw new Error('no questions to answer');
  let n = 0;
  const answers = await run({
    url: BASE,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const question = questions[n++ % questions.length]!;
          return {
            ...request,
            path: `/api/exam/questions/${question.id}/answer`,
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ runId: randomUUID(), selected: [question.options[0]] }),
          };
        },
      },
    ],
  });
  const reads = await run({
    url: BASE,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: ['/api/overview', '/api/lexicon', '/api/courses', '/api/exam/hub'].map((p) => ({
      method: 'GET' as const,
      path: p,
      headers: { cookie },
    })),
  });
  print(
    `load run: ${answers['2xx']} answers and ${reads['2xx']} reads ` +
      `(${answers.non2xx + reads.non2xx} non-2xx, ${answers.errors + reads.errors} errors)`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-bench-memory-'));
try {
  print(`embedded default, DATA_DIR ${dataDir}`);
  let app = await timedStart(dataDir, 'serve', 'first start (serve)');
  await stopApp(app);

  app = await timedStart(dataDir, 'serve', 'warm start (serve)');
  try {
    const settle = rssSampler(app.child.pid!);
    await new Promise((r) => setTimeout(r, 3000));
    settle.stop();
    const idle = sampleRss(app.child.pid!);
    print(
      `idle after start             ${formatRss(idle)} (goal ≤ ${RSS_GOAL_MB} MB: ${verdict(idle.total <= RSS_GOAL_MB)})`,
    );
    const during = rssSampler(app.child.pid!);
    await loadRun();
    const loadPeak = during.stop();
    await new Promise((r) => setTimeout(r, 3000));
    const after = sampleRss(app.child.pid!);
    print(`peak during load             ${formatRss(loadPeak)}`);
    print(
      `after load (3 s later)       ${formatRss(after)} (goal ≤ ${RSS_GOAL_MB} MB: ${verdict(after.total <= RSS_GOAL_MB)})`,
    );
  } finally {
    await stopApp(app);
  }

  app = await timedStart(dataDir, 'start', 'warm start (npm start)');
  await stopApp(app);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
