/**
 * What the metrics (plugins/metrics.ts, decision 057) count, reported by the code that does it:
 * database queries (db/client.ts) and background job runs. Plain callbacks, so db/, features and
 * integrations report without knowing about Prometheus; with no observer nothing is recorded.
 */
export type Observer = {
  query?: (seconds: number, ok: boolean) => void;
  job?: (name: string, seconds: number, ok: boolean) => void;
};

const observers = new Set<Observer>();

/** Adds an observer; returns the function that removes it again. */
export function observe(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function reportQuery(seconds: number, ok: boolean): void {
  for (const o of observers) o.query?.(seconds, ok);
}

/** Runs one background job and reports its duration and whether it failed (then rethrows). */
export async function runJob<T>(name: string, job: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await job();
    for (const o of observers) o.job?.(name, (performance.now() - started) / 1000, true);
    return result;
  } catch (error) {
    for (const o of observers) o.job?.(name, (performance.now() - started) / 1000, false);
    throw error;
  }
}
