import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/tables.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { exportUserData } from './export.repo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the data export', () => {
  it('covers every table that references profiles', async () => {
    const referencing = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'profiles'),
      )
      .map((config) => config.name);
    const user = await ctx.createUser();
    const data = await exportUserData(ctx.db, user.id);
    expect(referencing.length).toBeGreaterThan(10);
    expect(Object.keys(data)).toEqual(expect.arrayContaining([...referencing, 'profiles']));
    expect(data.user_medical).toHaveLength(1);
  });
});
