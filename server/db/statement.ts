import type pg from 'pg';
import type { Db, Tx } from './client.ts';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * A fixed SQL text with `$1`, `$2`… parameters for a hot path (decision 047), run as a named prepared
 * statement: parsed and planned once per connection, then only bound and executed (the embedded
 * database's pool sends it unnamed, see client.ts). It runs on the connection behind `db`: the pool,
 * or inside a transaction the transaction's own connection. The text does not depend on the number
 * of rows: rows travel as one jsonb parameter (`jsonb_to_recordset`). Values use node-postgres's own
 * type parsing (timestamptz → Date; cast `date` columns to text).
 */
export function statement<Row>(name: string, text: string) {
  return {
    text,
    async run(db: Db | Tx, values: readonly unknown[]): Promise<Row[]> {
      const client = (db as unknown as { session: { client: Queryable } }).session.client;
      const result = await client.query({ name, text, values: [...values] });
      return result.rows as Row[];
    },
  };
}
