import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../kernel/errors.ts';

/** 429 with the seconds until the window ends (sent as `Retry-After`, plugins/errors.ts). */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;
  constructor(retryAfter: number, publicMessage?: string) {
    super('rate_limited', 429, undefined, publicMessage);
    this.retryAfter = Math.max(1, Math.ceil(retryAfter));
  }
}

export type RateLimiter = {
  /**
   * Counts one hit on `key`; throws a `RateLimitedError` past `limit` hits per window.
   * Returns the hits so far in this window.
   */
  hit: (key: string, limit: number, windowSeconds: number) => Promise<number>;
  /** The hits on `key` in its current window and the seconds left of it, without counting one. */
  peek: (key: string, windowSeconds: number) => Promise<{ count: number; remaining: number }>;
  /** Takes back one hit (an attempt that turned out legitimate, such as a right password). */
  refund: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

/**
 * Fixed-window counters in the database (one upsert per hit), shared by every instance. Old windows
 * are deleted by the retention job (features/privacy/retention.ts).
 */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const result = await db.execute<{ count: number; remaining: number }>(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start < now() - ${window}
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start < now() - ${window}
                       then now() else rate_limits.window_start end
        returning count, extract(epoch from (window_start + ${window} - now()))::float8 as remaining`);
      const rows = (Array.isArray(result) ? result : result.rows) as { count: number; remaining: number }[];
      const count = Number(rows[0]?.count ?? 0);
      if (count > limit) throw new RateLimitedError(Number(rows[0]?.remaining ?? windowSeconds));
      return count;
    },
    async peek(key, windowSeconds) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const result = await db.execute<{ count: number; remaining: number }>(sql`
        select count, extract(epoch from (window_start + ${window} - now()))::float8 as remaining
        from rate_limits where key = ${key} and window_start >= now() - ${window}`);
      const rows = (Array.isArray(result) ? result : result.rows) as { count: number; remaining: number }[];
      return { count: Number(rows[0]?.count ?? 0), remaining: Number(rows[0]?.remaining ?? 0) };
    },
    async refund(key) {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
