import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Db } from '../db/client.ts';

/** What a content module reports to the loader (contract of the content-format brief). */
export type LoadResult = { inserted: number; skipped: number };
export type ContentModule = { kind: string; load(db: Db, contentDir: string): Promise<LoadResult> };

/** A transaction handle of `Db` (PGlite and node-postgres share the query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stable content keys: kebab-case, unique within their kind. */
export const contentKey = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'key must be kebab-case (a-z, 0-9, -)');

/** A trimmed, non-empty single-line text. */
export const line = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[\r\n]/.test(text), 'must be a single line');

/** Reads a YAML file and validates it; errors name the file and the failing path. */
export function readYaml<T>(file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`${file} is invalid:\n${issues}`);
  }
  return result.data;
}

/**
 * The source keys of `kind` ever loaded (table `content_loaded`): items an admin deleted stay
 * deleted, because a module skips every key recorded here.
 */
export async function loadedKeys(tx: Tx, kind: string): Promise<Set<string>> {
  const rows = await tx.execute<{ source_key: string }>(
    sql`select source_key from content_loaded where source_key like ${`${kind}:%`}`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { source_key: string }[] }).rows;
  return new Set(list.map((row) => row.source_key));
}

/** Records keys as loaded, in the transaction that inserted them. */
export async function recordLoaded(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const values = sql.join(
    keys.map((key) => sql`(${key}, now())`),
    sql`, `,
  );
  await tx.execute(sql`insert into content_loaded (source_key, loaded_at) values ${values} on conflict do nothing`);
}
