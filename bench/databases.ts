// Runs a benchmark on PGlite (in memory) and, when TEST_DATABASE_URL is set, on PostgreSQL in a
// scratch database it drops afterwards. BENCH_ONLY=pglite or BENCH_ONLY=postgres runs one of them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from '../server/db/client.ts';
import { openPglite } from '../server/db/pglite.ts';
import { testSettings } from '../server/env.ts';
import { withDatabase } from '../server/test/global-setup.ts';

export async function onEachDatabase(measure: (database: Database, name: string) => Promise<void>) {
  const { databaseUrl, benchOnly } = testSettings();
  if (benchOnly !== 'postgres') {
    const pglite = await openPglite();
    try {
      await measure(pglite, 'PGlite (in memory)');
    } finally {
      await pglite.close();
    }
  }
  if (benchOnly === 'pglite') return;
  if (!databaseUrl) {
    console.log('\n(set TEST_DATABASE_URL to measure PostgreSQL too)');
    return;
  }
  const name = `mpu_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openPostgres(withDatabase(databaseUrl, name), 4);
  try {
    await measure(database, 'PostgreSQL');
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
