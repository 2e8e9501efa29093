import { asc, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../kernel/errors.ts';
import type { Db } from './client.ts';

/**
 * One ordered list (SPEC §4, §5): all rows of `table` that match `where`, numbered 1..n in
 * `order`; ties (older data) fall back to creation time.
 */
export type OrderedList = {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
  createdAt: PgColumn;
  where?: SQL;
};

/** Any constant: every write that assigns or renumbers an order holds this lock. */
const ORDER_LOCK = 72_070_001;

/**
 * Runs `work` in a transaction that first takes the ordering lock, so two admins creating,
 * deleting or reordering at once cannot interleave into duplicate or gapped numbers.
 */
export function withOrderLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK})`);
    return work(tx);
  });
}

/** The order of a new item at the end: the current maximum plus 1, or 1 (SPEC §5). */
export async function nextOrder(tx: Db, list: OrderedList): Promise<number> {
  const [row] = await tx
    .select({ value: max(list.order) })
    .from(list.table)
    .where(list.where);
  return Number(row?.value ?? 0) + 1;
}

export async function idsInOrder(tx: Db, list: OrderedList): Promise<string[]> {
  const rows = await tx
    .select({ id: list.id })
    .from(list.table)
    .where(list.where)
    .orderBy(asc(list.order), asc(list.createdAt));
  return rows.map((row) => String(row.id));
}

/** Sets order = position (1..n) of each id, in one statement. */
async function applyOrder(tx: Db, list: OrderedList, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const array = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await tx.execute(sql`update ${list.table} set ${sql.identifier(list.order.name)} = v.ord
    from unnest(${array}) with ordinality as v(id, ord) where ${list.id} = v.id`);
}

/** After a delete: the remaining items keep their order, numbered 1..n without gaps. */
export async function closeGaps(tx: Db, list: OrderedList): Promise<void> {
  await applyOrder(tx, list, await idsInOrder(tx, list));
}

/**
 * Saves a new order: `ids` must be exactly the list's items, each once (a German 400 'validation'
 * otherwise, e.g. when someone added or deleted an item meanwhile); renumbers 1..n.
 */
export async function reorder(tx: Db, list: OrderedList, ids: readonly string[]): Promise<void> {
  const current = new Set(await idsInOrder(tx, list));
  const same =
    new Set(ids).size === ids.length && ids.length === current.size && ids.every((id) => current.has(id));
  if (!same) throw new AppError('validation', 400, 'the ids must be exactly the current items');
  await applyOrder(tx, list, ids);
}
