import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { maintainEmbedded } from './maintenance.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Memory rows of many learners, interleaved as answers arrive, then all moved once (an update each). */
async function seedMemory(users: string[]) {
  await ctx.db.execute(sql`
    insert into question_memory (user_id, question_id, kind, due, stability, difficulty, scheduled_days,
      learning_steps, reps, lapses, state, last_correct, answer_count, first_answered_at, last_answered_at)
    select (${`{${users.join(',')}}`}::uuid[])[1 + n % ${users.length}], gen_random_uuid(), 'exam', now(),
      1, 5, 1, 0, 1, 0, 1, n % 3 = 0, 1, now(), now()
    from generate_series(1, 20000) n`);
  await ctx.db.execute(sql`update question_memory set answer_count = answer_count + 1`);
}

async function plan(userId: string): Promise<string> {
  const result = await ctx.db.execute(sql`explain (analyze, costs off)
    select question_id, answer_count from question_memory
    where user_id = ${userId} and kind = 'exam' and last_correct = false`);
  return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

describe('maintainEmbedded', () => {
  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'lets PGlite (no autovacuum) read a learner’s wrong answers from the index alone',
    async () => {
      const users: string[] = [];
      for (let i = 0; i < 40; i++) users.push((await ctx.createUser()).id);
      await seedMemory(users);
      await ctx.db.execute(sql`analyze question_memory`);
      // Without vacuum no page is marked all-visible: every row is fetched from the table.
      expect(await plan(users[0]!)).not.toMatch(/Heap Fetches: 0\b/);

      await maintainEmbedded(ctx.database);
      const after = await plan(users[0]!);
      expect(after).toMatch(/Index Only Scan using question_memory_user_kind_answers_idx/);
      expect(after).toMatch(/Heap Fetches: 0\b/);
    },
    // 20,000 rows written twice and vacuumed: about 10 s on a quiet machine, over 60 s at load 25.
    300_000,
  );

  it('does nothing on a PostgreSQL server, whose autovacuum does this', async () => {
    const calls: string[] = [];
    const db = { execute: async (query: unknown) => calls.push(String(query)) } as never;
    await maintainEmbedded({ db, kind: 'postgres' });
    expect(calls).toEqual([]);
  });
});
