import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { openDatabase } from '../db/open.ts';
import { testSettings } from '../env.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 26: every database call has a deadline, on both databases (per Vitest project). PGlite runs
// in the app's database process here, as in production: in the test's own process a long statement
// would block the timers that enforce the deadlines.
const deadlines = { statementMs: 1500, idleInTransactionMs: 1500, acquireMs: 1000 };
const kind = testSettings().dbKind;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe(`database deadlines (${kind})`, () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-deadlines-'));
      const database = await openDatabase({ dataDir, databaseUrl: undefined, databaseDeadlines: deadlines });
      db = database.db;
      close = async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      };
    } else {
      const ctx: TestContext = await createTestContext({ database: { deadlines } });
      db = ctx.db;
      close = ctx.close;
    }
    await db.execute(sql`create table deadline_rows (value text)`);
  }, 300_000);
  afterAll(() => close?.());

  it('gives up on a statement beyond its deadline', async () => {
    const started = Date.now();
    const error = await failure(db.execute(sql`select pg_sleep(4)`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(deadlines.statementMs + 1500);
    await new Promise((r) => setTimeout(r, 3000)); // PGlite finishes the statement meanwhile
  }, 30_000);

  it('gives up waiting for a connection beyond its deadline', async () => {
    const holders = Array.from({ length: kind === 'pglite' ? 1 : 5 }, () =>
      db.transaction((tx) => tx.execute(sql`select pg_sleep(1.2)`)),
    );
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const error = await failure(db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(deadlines.acquireMs + 800);
    await Promise.all(holders);
  }, 30_000);

  it('ends a transaction left idle beyond its deadline, committing nothing', async () => {
    const error = await failure(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into deadline_rows values ('idle')`);
        await new Promise((r) => setTimeout(r, deadlines.idleInTransactionMs + 1500));
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from deadline_rows`);
    expect(rows[0]!.n).toBe(0);
  }, 30_000);

  it('gives the connection back when a transaction cannot begin', async () => {
    // Drizzle sends `begin` outside its try/finally; a failed `begin` (here a bad isolation level, in
    // production a connection cut by kill -9) kept the connection, and the pool ran dry (client.ts).
    const bad = { isolationLevel: 'no such level' } as unknown as Parameters<Db['transaction']>[1];
    for (let i = 0; i < 12; i++) {
      const error = await failure(db.transaction((tx) => tx.execute(sql`select 1`), bad));
      expect(error).toBeInstanceOf(Error);
    }
    const { rows } = await db.execute<{ n: number }>(sql`select 1 as n`);
    expect(rows[0]!.n).toBe(1);
  }, 30_000);
});
