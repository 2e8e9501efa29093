import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testSettings } from '../env.ts';
import { openEmbedded } from './embedded-client.ts';
import { isDatabaseUnavailable } from './errors.ts';

// Issue 26, defect 5: the embedded database process dies under write load (kill -9). Running and new
// requests fail as "unavailable" (503), the app does not crash, the process is restarted on the same
// data within 30 s, and every acknowledged write is there. PGlite only.
const deadlines = { statementMs: 5000, idleInTransactionMs: 5000, acquireMs: 2000 };

function databasePid(): number {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  const [pid] = children.filter((c) =>
    readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('embedded-process'),
  );
  if (!pid) throw new Error('no embedded database process');
  return pid;
}

describe.skipIf(testSettings().dbKind === 'postgres')('embedded database supervision', () => {
  it('restarts after kill -9 under write load, losing no acknowledged write', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mpu-supervised-'));
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const database = await openEmbedded(dataDir, {
      deadlines,
      log: (line) => lines.push(line),
      onExit: (detail) => gaveUp.push(detail),
    });
    try {
      const first = databasePid();
      // The baseline WASM compiler only, unless EMBEDDED_DB_OPTIMIZE (memory, decision 024).
      expect(readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0')).toContain('--liftoff-only');
      await database.db.execute(sql`create table acked (id int primary key)`);
      const acknowledged: number[] = [];
      const otherErrors: unknown[] = [];
      let unavailable = 0;
      let next = 0;
      let killedAt = 0;
      let backAt = 0;
      const writer = async () => {
        while (backAt === 0 || acknowledged.filter((id) => id > next - 200).length < 50) {
          const id = next++;
          const startedAt = Date.now();
          try {
            await database.db.transaction(async (tx) => {
              await tx.execute(sql`insert into acked values (${id})`);
            });
            acknowledged.push(id);
            // Back: a write begun after the kill (one in flight at the kill may still commit).
            if (killedAt > 0 && startedAt > killedAt && backAt === 0) backAt = Date.now();
          } catch (error) {
            if (isDatabaseUnavailable(error)) unavailable++;
            else otherErrors.push(error);
            await new Promise((r) => setTimeout(r, 50));
          }
          if (killedAt > 0 && Date.now() - killedAt > 60_000) break;
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));
      process.kill(first, 'SIGKILL');
      killedAt = Date.now();
      await expect(database.ping()).rejects.toThrow(); // health answers 503 meanwhile
      await Promise.all(writers);

      expect(otherErrors).toEqual([]); // every failure was "unavailable" (503), none a 500
      expect(unavailable).toBeGreaterThan(0);
      expect(backAt - killedAt).toBeLessThan(30_000);
      expect(databasePid()).not.toBe(first);
      await database.ping();
      const { rows } = await database.db.execute<{ id: number }>(sql`select id from acked`);
      const stored = new Set(rows.map((row: { id: number }) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]); // nothing acknowledged lost
      expect(gaveUp).toEqual([]);
      expect(lines[0]).toMatch(/exited \(SIGKILL\); requests get 503, restarting it in \d+ ms \(restart 1\)/);
      expect(lines[1]).toMatch(/back after \d+\.\d s/);
      console.log(
        `kill -9 under load: ${acknowledged.length} acknowledged, ${stored.size} rows, ${unavailable} × unavailable, back after ${backAt - killedAt} ms`,
      );
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
