import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { testSettings } from '../env.ts';
import { openEmbedded } from './embedded-client.ts';
import { openDatabase } from './open.ts';
import { openPglite } from './pglite.ts';

// The embedded database process (decision 024): PGlite only, skipped in the api-postgres project.
const holder = path.resolve('server/test/embedded-holder.ts');

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'));

async function until(condition: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

describe.skipIf(testSettings().dbKind === 'postgres')('embedded database process', () => {
  it('exits when the app is killed with kill -9, and the committed row survives', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-embedded-'));
    try {
      const app = spawn(process.execPath, [holder, dataDir, 'nach kill -9'], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        app.stdout!.on('data', (d: Buffer) => String(d).includes('ready') && resolve());
        app.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      const [databasePid] = childrenOf(app.pid!);
      expect(databasePid).toBeGreaterThan(0);
      app.kill('SIGKILL');
      expect(await until(() => !alive(databasePid!), 30_000)).toBe(true); // not orphaned

      const reopened = await openEmbedded(dataDir);
      try {
        const { rows } = await reopened.db.execute<{ value: string }>(sql`select value from kept`);
        expect(rows.map((r: { value: string }) => r.value)).toEqual(['nach kill -9']);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('keeps every file private and gives no other client a session on its socket', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'mpu-embedded-')), 'data');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755); // as an older version left it
    writeFileSync(path.join(dataDir, 'pglite', 'left-open'), '', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'pglite', 'left-open'), 0o666);
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await database.db.execute(sql`create table later (value text)`);
      await database.db.execute(sql`insert into later select 'x' from generate_series(1, 1000)`);
      const open: string[] = [];
      for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if ((lstatSync(file).mode & 0o077) !== 0) open.push(file);
      }
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(open).toEqual([]); // issue 26: 968 of 1,333 were 0666
      // A same-user program that finds the socket gets no session without the per-start password.
      const intruder = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
      await expect(intruder.connect()).rejects.toMatchObject({ code: '28P01' });
      await database.ping();
    } finally {
      await database.close();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 300_000);

  it('keeps the transactions of concurrent requests apart on its one session', async () => {
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
    try {
      await database.db.execute(sql`create table seen (value text)`);
      const rolledBack = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into seen values ('uncommitted')`);
          await tx.execute(sql`select pg_sleep(0.3)`);
          tx.rollback();
        })
        .catch(() => 'rolled back');
      await new Promise((r) => setTimeout(r, 50)); // the transaction has started
      const outside = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from seen`);
      expect(await rolledBack).toBe('rolled back');
      expect(outside.rows[0]!.n).toBe(0); // it waited for the transaction, never ran inside it
    } finally {
      await database.close();
    }
  }, 120_000);

  it('uses a statement again after its first execution failed (no orphaned prepared statement)', async () => {
    const database = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
    try {
      const divide = (by: number) =>
        database.db
          .execute(sql`select 1 / ${by}::int as v`)
          .then((r) => r.rows[0])
          .catch((error: { cause?: { code?: string } }) => error.cause?.code);
      const prepared = database.db
        .select({ v: sql<number>`1 / ${sql.placeholder('by')}::int` })
        .from(sql`(select 1) x`)
        .prepare('divide');
      expect(
        await prepared.execute({ by: 0 }).catch((error: { cause?: { code?: string } }) => error.cause?.code),
      ).toBe('22012');
      expect(await prepared.execute({ by: 1 })).toEqual([{ v: 1 }]);
      expect(await divide(1)).toEqual({ v: 1 });
    } finally {
      await database.close();
    }
  }, 120_000);
});
