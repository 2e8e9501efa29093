// npm run bench:reads (second part) — the reads that must not grow with the content (issue 27):
// the daily reviews, a glossary search and a course page, for the same learner on the shipped
// content and on 10× and 100× of it (bench/content-scale.ts). Prints each read's p95 and the ratio
// to 1× (target ≤ 1.5×) with the load average, on PGlite (in memory, in process).
// Usage: node bench/content-reads.ts [--rounds 40]
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadContent } from '../server/content/loader.ts';
import { openPglite } from '../server/db/pglite.ts';
import { loadEnv } from '../server/env.ts';
import { insertAccount, setPassword } from '../server/features/auth/auth.repo.ts';
import { hashPassword } from '../server/kernel/crypto.ts';
import { scaleContent } from './content-scale.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('rounds', 40);
const FACTORS = [1, 10, 100];
const TARGET = 1.5;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

type Side = { app: Awaited<ReturnType<typeof buildApp>>; cookie: string; reads: [string, string][] };

async function prepare(factor: number): Promise<Side> {
  const database = await openPglite();
  await database.migrate();
  await loadContent(database.db);
  const started = performance.now();
  await scaleContent(database.db, factor);
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'mpu-bench'),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_ACCOUNTS: 'false',
  });
  const app = await buildApp({ database, env, logger: false });
  app.addHook('onClose', () => database.close());
  await app.ready();
  const id = await database.db.transaction((tx) =>
    insertAccount(tx, {
      email: 'bench@example.org',
      passwordHash: 'pending',
      reasons: ['alcohol'],
      role: 'user',
      verified: true,
      allPages: true,
    }),
  );
  await setPassword(database.db, id, await hashPassword('bench-passwort'));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@example.org', password: 'bench-passwort' },
  });
  const cookie = `mpu_session=${login.cookies.find((c) => c.name === 'mpu_session')?.value}`;
  // The learner answers the same 20 shipped questions on every side (the first page of all).
  const quiz = (await app.inject({ url: '/api/exam/quiz?mode=random', headers: { cookie } })).json();
  for (const q of quiz.questions.slice(0, 20))
    await app.inject({
      method: 'POST',
      url: `/api/exam/questions/${q.id}/answer`,
      headers: { cookie },
      payload: { runId: crypto.randomUUID(), selected: [q.options[0]] },
    });
  const courses = (await app.inject({ url: '/api/courses', headers: { cookie } })).json();
  const course = courses.items.find((c: { title: string }) => !c.title.includes(' #'));
  console.log(`${factor}× content seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    app,
    cookie,
    reads: [
      ['reviews', '/api/reviews'],
      ['glossary search', '/api/lexicon?q=Alkohol'],
      ['course page', `/api/courses/${course.id}`],
    ],
  };
}

const sides: Side[] = [];
for (const factor of FACTORS) sides.push(await prepare(factor));
const times = sides.map(() => new Map<string, number[]>());
for (let i = 0; i < ROUNDS + 5; i++) {
  for (const [s, side] of sides.entries()) {
    for (const [name, url] of side.reads) {
      const start = performance.now();
      const response = await side.app.inject({ url, headers: { cookie: side.cookie } });
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i >= 5) times[s]!.set(name, [...(times[s]!.get(name) ?? []), ms]);
    }
  }
}
console.log(`\nPGlite: p95 of ${ROUNDS} requests per read (in-process inject, alternating), load ${load()}`);
console.log(`read               ${FACTORS.map((f) => `${f}× ms`.padStart(9)).join('')}  ratios`);
let worst = 0;
for (const [name] of sides[0]!.reads) {
  const p = times.map((t) => p95(t.get(name)!));
  const ratios = p.slice(1).map((v) => v / p[0]!);
  worst = Math.max(worst, ...ratios);
  console.log(
    `${name.padEnd(18)} ${p.map((v) => v.toFixed(2).padStart(9)).join('')}  ${ratios.map((r) => `${r.toFixed(2)}×`).join(' ')}`,
  );
}
console.log(`worst ratio ${worst.toFixed(2)}× (target ≤ ${TARGET}×): ${worst <= TARGET ? 'met' : 'NOT met'}`);
for (const side of sides) await side.app.close();
