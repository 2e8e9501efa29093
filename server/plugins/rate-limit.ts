import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../kernel/errors.ts';

export type RateLimiter = {
  /** Counts one hit on `key`; throws `rate_limited` (429) past `limit` hits per window. */
  hit: (key: string, limit: number, windowSeconds: number) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

/** Fixed-window counters in the database (one upsert per hit), shared by every instance. */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const result = await db.execute<{ count: number }>(sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_start end
        returning count`);
      const rows = (Array.isArray(result) ? result : result.rows) as { count: number }[];
      if ((rows[0]?.count ?? 0) > limit) throw new AppError('rate_limited', 429);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
