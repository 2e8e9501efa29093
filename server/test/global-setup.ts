import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { testSettings } from '../env.ts';

/**
 * Runs once per API project: for PGlite a migrated image that each test file loads (instead of an
 * initdb per file); for PostgreSQL a migrated template database that each test file clones.
 * Names are random, so several checkouts can test at once.
 */
export default async function setup(project: TestProject) {
  const suffix = randomBytes(4).toString('hex');
  if (project.name.endsWith('postgres')) {
    const { databaseUrl } = testSettings();
    if (!databaseUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
    const template = `mpu_test_template_${suffix}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    await migratePostgres(withDatabase(databaseUrl, template));
    project.provide('pgTemplate', template);
    return async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${template} with (force)`);
      await cleanup.end();
    };
  }

  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir('gzip');
  const file = path.join(dir, `pglite-migrated-${suffix}.tgz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    pgTemplate: string;
  }
}
