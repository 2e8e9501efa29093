import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { reportQuery } from '../kernel/observe.ts';
import { type Deadlines, embeddedDeadlines, postgresDeadlines, untimed } from './deadlines.ts';
import { migrateOn } from './migrate.ts';
import { type Schema, schema } from './tables.ts';

// biome-ignore lint/suspicious/noExplicitAny: drizzle's node-postgres result HKT; kept generic for tx types.
export type Db = PgDatabase<PgQueryResultHKT & any, Schema>;

/** The transaction `db.transaction(fn)` hands to `fn` (a repo function that runs inside the caller's). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (the same files on both kinds). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs `fn` while no other instance on this database runs its own (PostgreSQL advisory lock on a
   * dedicated connection): migrations, content loading and seeding at start. PGlite has one app.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Throws when the database cannot answer (GET /api/health). */
  ping: () => Promise<void>;
  /** Connections of the pool: open, idle, and requests waiting for one (GET /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

// Arbitrary constant, distinct from the migration lock (migrate.ts, 7_431_009) and the content lock
// (content/store.ts, 7_431_010) taken inside it.
const STARTUP_LOCK = 7_431_011;

/**
 * Both kinds speak to the database through one node-postgres pool and Drizzle's node-postgres
 * driver (decision 024): the embedded default and a PostgreSQL server run the same code.
 */
/** Reports every query's duration (kernel/observe.ts → the metrics); the answer is unchanged. */
function timeQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const callback = args.at(-1);
    // pool.query() passes a callback; drizzle's transactions await the promise.
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        reportQuery(seconds(), !error);
        return callback(error, ...rest);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.then(
        () => reportQuery(seconds(), true),
        () => reportQuery(seconds(), false),
      );
    }
    return result;
  }) as typeof client.query;
}

export function overPool(
  pool: pg.Pool,
  kind: Database['kind'],
  options: {
    exclusive: Database['exclusive'];
    afterClose?: () => Promise<void>;
    /** Instead of a `select 1` on a pooled connection (the embedded database process answers itself). */
    ping?: Database['ping'];
  },
): Database {
  const ClientClass = (pool.options.Client ?? pg.Client) as typeof pg.Client;
  return {
    db: drizzle({ client: pool, schema }),
    kind,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      const client = new ClientClass(untimed(pool));
      await client.connect();
      try {
        await migrateOn(client);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      try {
        await pool.end();
      } finally {
        await options.afterClose?.();
      }
    },
    exclusive: options.exclusive,
    ping:
      options.ping ??
      (async () => {
        const client = await pool.connect();
        try {
          await client.query({ text: 'select 1', query_timeout: 2000 } as pg.QueryConfig);
        } finally {
          client.release();
        }
      }),
  };
}

/**
 * A pool whose connection errors never crash the app (issue 26: an ECONNRESET crashed it within
 * 30 ms): an idle client that loses its connection is replaced on the next checkout, and one that
 * breaks while checked out fails its query and is dropped when released. Set before the first
 * connection, which the open functions make at once.
 */
function guarded(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    timeQueries(client);
  });
  return pool;
}

/**
 * A pooled client that gives itself back when its transaction's `begin` fails. Drizzle 0.45 sends
 * `begin` before its try/finally, so a connection that breaks right then (the embedded database
 * process killed, a network cut) was never released: with the embedded pool's one connection every
 * later request waited for it and got 503 until the app restarted.
 */
class TransactionSafeClient extends pg.Client {
  declare release?: (error?: Error) => void;
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; the arguments pass through unchanged.
  override query(config: any, ...rest: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as any)(config, ...rest);
    const text: unknown = typeof config === 'string' ? config : config?.text;
    if (result instanceof Promise && typeof text === 'string' && /^begin\b/i.test(text)) {
      result.catch((error: Error) => this.release?.(error));
    }
    return result;
  }
}

/**
 * Sends every statement unnamed. PGlite behind a wire-protocol server drops the ParseComplete of a named
 * statement whose execution fails, so node-postgres never learns that the statement exists and
 * parses it again on its next use: 'prepared statement … already exists' (42P05), on every later
 * request, since PGlite's one session outlives connections. The unnamed statement is replaced by
 * each Parse; the price is a parse per query, as without prepared statements.
 */
class UnnamedStatementsClient extends TransactionSafeClient {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; the config passes through unchanged but for its name.
  override query(config: any, ...rest: any[]): any {
    if (config && typeof config === 'object' && 'name' in config) config = { ...config, name: undefined };
    return super.query(config, ...rest);
  }
}

/**
 * A pool on an embedded database's socket: exactly one connection (PGlite has one session; see
 * embedded.ts), kept open. A request may wait behind a long transaction (a 10,000-row import takes
 * 3–5 s) as it would on PGlite's own queue, up to the checkout deadline (`deadlines.acquireMs`).
 */
export function embeddedPool(
  address: { host: string; port: number },
  /** A function when it changes: the supervised database process has a new one after each restart. */
  password: string | (() => string),
  deadlines?: Deadlines,
): pg.Pool {
  const pool = new pg.Pool({
    ...embeddedDeadlines(deadlines),
    Client: UnnamedStatementsClient,
    host: address.host,
    port: address.port,
    user: 'postgres',
    password,
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
  });
  return guarded(pool);
}

export async function openPostgres(url: string, poolSize = 10, deadlines?: Deadlines): Promise<Database> {
  const pool = guarded(
    new pg.Pool({
      connectionString: url,
      max: poolSize,
      Client: TransactionSafeClient,
      ...postgresDeadlines(deadlines),
    }),
  );
  await pool.query('select 1').catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return overPool(pool, 'postgres', {
    exclusive: async (fn) => {
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await lock.end(); // ends the session, which releases the lock
      }
    },
  });
}
