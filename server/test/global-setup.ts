import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';
import { migratePostgres } from '../db/migrate.ts';
import { testSettings } from '../env.ts';

export const TEMPLATE_DB = 'mpu_test_template';

/**
 * Runs once per test run: a migrated PGlite image that each test file loads (instead of an initdb
 * per file), and, with TEST_DATABASE_URL, a migrated template database on the server.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir('gzip');
  const file = path.join(dir, 'pglite-migrated.tgz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);

  const { databaseUrl } = testSettings();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    await migratePostgres(withDatabase(databaseUrl, TEMPLATE_DB));
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
