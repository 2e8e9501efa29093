import type pg from 'pg';

/**
 * How long a database call may take (issue 26, decision 052), so a request that cannot reach the
 * database gets 503 in time instead of hanging. The app takes them from DB_* settings (env.ts);
 * tests, benchmarks and scripts open their databases without them.
 */
export type Deadlines = {
  /** One statement: PostgreSQL's statement_timeout; on PGlite the client gives up (query_timeout). */
  statementMs: number;
  /** A transaction open with nothing sent: PostgreSQL's setting; on PGlite the wire server's watch. */
  idleInTransactionMs: number;
  /** Waiting for a pooled connection, or for a new one to connect. */
  acquireMs: number;
};

export const DEFAULT_DEADLINES: Deadlines = {
  statementMs: 15_000,
  idleInTransactionMs: 10_000,
  acquireMs: 10_000,
};

/** The pool settings of `deadlines` on a PostgreSQL server. */
export function postgresDeadlines(deadlines: Deadlines | undefined): pg.PoolConfig {
  if (!deadlines) return { connectionTimeoutMillis: 10_000 };
  return {
    statement_timeout: deadlines.statementMs,
    idle_in_transaction_session_timeout: deadlines.idleInTransactionMs,
    connectionTimeoutMillis: deadlines.acquireMs,
    // A server that stopped answering at all (network cut) never sends statement_timeout's error.
    query_timeout: deadlines.statementMs + 1000,
  };
}

/**
 * The pool settings of `deadlines` on the embedded database. PGlite has no timers in its one process
 * (a `statement_timeout` is ignored, an `idle_in_transaction_session_timeout` hangs it), so the client
 * gives up on a statement; the pool then drops that connection, and the statement finishes in the
 * database process meanwhile.
 */
export function embeddedDeadlines(deadlines: Deadlines | undefined): pg.PoolConfig {
  if (!deadlines) return {};
  return { query_timeout: deadlines.statementMs, connectionTimeoutMillis: deadlines.acquireMs };
}

/** A pool's client settings without its deadlines: migrations may take longer than one request. */
export function untimed(pool: pg.Pool): pg.ClientConfig {
  const { statement_timeout, idle_in_transaction_session_timeout, query_timeout, ...rest } = pool.options;
  return { ...rest, password: pool.options.password }; // the pool keeps it non-enumerable
}
