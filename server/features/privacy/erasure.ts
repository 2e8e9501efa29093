import { eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { authTokens, mailOutbox, rateLimits } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/users.ts';
import { PERSONAL_DATA } from './personal-data.ts';

/** The addresses mails may have gone to: the account's and any pending new one. */
async function addressesOf(db: Db, userId: string): Promise<string[]> {
  const [profile] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  const pending = await db
    .select({ email: authTokens.newEmail })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  return [profile?.email, ...pending.map((row) => row.email)]
    .filter((email): email is string => !!email)
    .map((email) => email.toLowerCase());
}

/**
 * Removes everything stored about a person (decision 018): every table of the registry, mails to
 * their addresses (sent or not) and rate-limit rows keyed by their address or id. Sessions and
 * tokens go with it, so every signed-in browser is signed out. Call inside a transaction.
 */
export async function eraseUser(tx: Db, userId: string): Promise<void> {
  const addresses = await addressesOf(tx, userId);
  if (addresses.length > 0) {
    await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, addresses));
  }
  const suffixes = [...addresses, userId.toLowerCase()].map(
    (value) => sql`lower(${rateLimits.key}) like ${`%:${value}`}`,
  );
  await tx.delete(rateLimits).where(or(...suffixes));
  for (const entry of PERSONAL_DATA) {
    if (entry.erase === 'delete') {
      await tx.delete(entry.table).where(eq(entry.user, userId));
    } else {
      const cleared = new Set([entry.user, ...(entry.anonymise ?? [])]);
      const set = Object.entries(getTableColumns(entry.table))
        .filter(([, column]) => cleared.has(column))
        .map(([key]) => [key, null]);
      await tx.update(entry.table).set(Object.fromEntries(set)).where(eq(entry.user, userId));
    }
  }
}

/** Everything stored about one user, keyed by table name, secrets left out (the settings export). */
export async function exportUserData(db: Db, userId: string): Promise<Record<string, unknown[]>> {
  const addresses = await addressesOf(db, userId);
  const result: Record<string, unknown[]> = {};
  for (const entry of PERSONAL_DATA) {
    const secret = new Set(entry.secret ?? []);
    const columns = Object.fromEntries(
      Object.entries(getTableColumns(entry.table)).filter(([, column]) => !secret.has(column)),
    );
    result[getTableConfig(entry.table).name] = await db
      .select(columns)
      .from(entry.table)
      .where(eq(entry.user, userId));
  }
  // Mails: when and what about, not the text (it may carry a still valid link).
  result.mail_outbox =
    addresses.length === 0
      ? []
      : await db
          .select({
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            createdAt: mailOutbox.createdAt,
            sentAt: mailOutbox.sentAt,
          })
          .from(mailOutbox)
          .where(inArray(sql`lower(${mailOutbox.to})`, addresses));
  return result;
}
