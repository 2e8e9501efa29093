// The assistant's retrieval: the labelled set's hit rate (eval/assistant/: a labelled source among the
// first three for a covered question; the whole answer is judged by `npm run eval -- assistant`) and
// the time to the first token of an offline answer at 1× and 100× content, on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (in a scratch database it drops afterwards).
// 100× adds 99 synthetic copies of every passage (other titles, same words), so the indexes and
// the ranking see a hundred times as many passages. Goal (issue 10): first-token p95 ≤ 200 ms at 100×.
// Usage: npm run bench:assistant

import { sql } from 'drizzle-orm';
import { type AssistantQuestion, loadAssistantQuestions } from '../eval/assistant-sets.ts';
import { loadContent } from '../server/content/loader.ts';
import type { Database } from '../server/db/client.ts';
import { createAssistantService } from '../server/features/assistant/assistant.service.ts';
import { onEachDatabase } from './databases.ts';

const ROUNDS = 2;

async function firstToken(database: Database, questions: AssistantQuestion[]) {
  const service = createAssistantService({ db: database.db });
  const times: number[] = [];
  // Round 0 warms up (plans, caches) and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const q of questions) {
      const start = performance.now();
      const reply = await service.reply({ messages: [{ role: 'user', content: q.question }] }, q.lang, [
        q.reason,
      ]);
      await reply.text[Symbol.asyncIterator]().next();
      if (round > 0) times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

async function passageCount(database: Database) {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from assistant_passages`,
  );
  return ((Array.isArray(result) ? result : result.rows) as { n: number }[])[0]!.n;
}

async function measure(database: Database, label: string) {
  await database.migrate();
  await loadContent(database.db);
  const questions = loadAssistantQuestions();
  const service = createAssistantService({ db: database.db });
  const covered = questions.filter((q) => q.covered);
  let hits = 0;
  for (const q of covered) {
    const got = await service.search(q.question, [q.reason], 3, q.lang);
    if (got.some((hit) => hit.sourceKey && q.sources.includes(hit.sourceKey))) hits++;
  }
  console.log(`\n${label}`);
  console.log(
    `  labelled set: ${((hits / covered.length) * 100).toFixed(1)} % of ${covered.length} covered questions with a right source in the top 3`,
  );
  console.log(
    `  1× (${await passageCount(database)} passages): first token ${await firstToken(database, questions)}`,
  );
  await database.db.execute(sql`
    insert into assistant_passages (kind, origin_id, parent_id, position, title, heading, body, mpu_types)
    select p.kind, gen_random_uuid(), p.parent_id, p.position, p.title || ' (Beispiel ' || copy || ')',
           p.heading, p.body, p.mpu_types
      from assistant_passages p, generate_series(1, 99) as copy`);
  await database.db.execute(sql`analyze assistant_passages`);
  console.log(
    `  100× (${await passageCount(database)} passages): first token ${await firstToken(database, questions)}`,
  );
}

await onEachDatabase(measure);
