import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '../env.ts';
import type { Db } from './client.ts';
import { appState } from './schema/app-state.ts';

export async function readState(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key));
  return row?.value;
}

export async function writeState(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The secret every instance on this database shares (sessions, API-key encryption) when
 * SESSION_SECRET is not set: the first instance creates it, every later one reads the same row.
 */
export async function sharedSecret(db: Db): Promise<string> {
  await db
    .insert(appState)
    .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const secret = await readState(db, 'session_secret');
  if (!secret) throw new Error('app_state.session_secret missing after insert');
  return secret;
}

/** `env` with its session secret: SESSION_SECRET / the embedded secret file, else the shared row. */
export async function withSharedSecret<E extends Pick<Env, 'sessionSecret'>>(env: E, db: Db): Promise<E> {
  return env.sessionSecret ? env : { ...env, sessionSecret: await sharedSecret(db) };
}
