import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimits } from '../../db/schema/auth.ts';
import { news } from '../../db/schema/news.ts';
import { userMedical } from '../../db/schema/users.ts';
import { schema } from '../../db/tables.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { eraseUser, exportUserData } from './erasure.ts';
import { PERSONAL_DATA } from './personal-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tables = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);

/** A column that names a person: a foreign key to profiles, or a name like user_id or profile_id. */
const USER_COLUMN = /^(user_id|profile_id|\w+_user_id|\w+_profile_id|author_id|actor_id)$/;

function userColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const byReference = config.foreignKeys
    .filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'profiles')
    .flatMap((fk) => fk.reference().columns.map((column) => column.name));
  const byName = config.columns.map((column) => column.name).filter((name) => USER_COLUMN.test(name));
  return [...new Set([...byReference, ...byName])];
}

describe('the personal-data registry (server/features/privacy/personal-data.ts)', () => {
  it('lists every table with a user column, so export and erasure cover it', () => {
    const registered = new Set(PERSONAL_DATA.map((entry) => entry.table));
    const missing = tables
      .filter(([, table]) => !registered.has(table) && userColumns(table).length > 0)
      .map(([exportName, table]) => {
        const column = userColumns(table)[0]!;
        const key = Object.entries(getTableColumns(table)).find(([, c]) => c.name === column)?.[0];
        return (
          `Table "${getTableName(table)}" has the user column "${column}" but is not in the personal-data ` +
          `registry. Add to PERSONAL_DATA in server/features/privacy/personal-data.ts: ` +
          `{ table: ${exportName}, user: ${exportName}.${key}, erase: 'delete' } ` +
          `(or erase: 'unlink' / 'anonymise' when the rows must stay; secret: [...] for hashes).`
        );
      });
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('names each table once and every user column belongs to its table', () => {
    const names = PERSONAL_DATA.map((entry) => getTableName(entry.table));
    expect(new Set(names).size).toBe(names.length);
    for (const entry of PERSONAL_DATA) {
      expect(Object.values(getTableConfig(entry.table).columns)).toContain(entry.user);
    }
    expect(names.at(-1)).toBe('profiles');
  });

  it('exports every registered table, health data included, without secrets', async () => {
    const user = await ctx.createUser();
    await ctx.db
      .update(userMedical)
      .set({ diagnoses: ['Diagnose A'] })
      .where(sql`${userMedical.userId} = ${user.id}`);
    const data = await exportUserData(ctx.db, user.id);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([...PERSONAL_DATA.map((entry) => getTableName(entry.table)), 'mail_outbox']),
    );
    expect(data.user_medical).toMatchObject([{ diagnoses: ['Diagnose A'] }]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash|scrypt/);
  });
});

describe('erasure', () => {
  /** Every row of every table, as text: where the person could still be named. */
  async function everyRow(): Promise<string> {
    const dumps = await Promise.all(
      tables.map(async ([, table]) => {
        const result = await ctx.db.execute(sql`select * from ${table}`);
        return JSON.stringify((result as { rows?: unknown[] }).rows ?? result);
      }),
    );
    return dumps.join('\n');
  }

  it('leaves no row naming the person in any table, and keeps everyone else', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const other = await ctx.createUser();
    const anna = await ctx.createUser();
    // Data in the places not filled by createUser: a mail, rate-limit rows, authored news, an audit entry.
    await ctx.db.insert(mailOutbox).values({ to: anna.email.toUpperCase(), subject: 'S', text: 'T' });
    await ctx.db.insert(rateLimits).values([
      { key: `mail:email:${anna.email}`, windowStart: new Date() },
      { key: `reauth:${anna.id}`, windowStart: new Date() },
    ]);
    await ctx.db.update(news).set({ authorId: anna.id });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${other.id}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'user' },
    });
    await ctx.db.execute(sql`update audit_log set actor_id = ${anna.id}, actor_email = ${anna.email}`);
    expect(await everyRow()).toContain(anna.id);

    await ctx.db.transaction((tx) => eraseUser(tx, anna.id));

    const after = await everyRow();
    expect(after).not.toContain(anna.id);
    expect(after.toLowerCase()).not.toContain(anna.email.toLowerCase());
    expect(after).toContain(other.id);
    expect(after).toContain(other.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: anna.cookie } });
    expect(me.statusCode).toBe(401);
  });
});
