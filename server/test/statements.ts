import pg from 'pg';
import { vi } from 'vitest';

/**
 * The texts of the statements (queries sent on any connection of this process) while `fn` runs. Run
 * nothing else meanwhile: every query counts (the app's background jobs wait minutes after start),
 * so a count can only come out too high, never too low.
 */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
    const config = args[0] as string | { text?: string };
    texts.push(typeof config === 'string' ? config : (config?.text ?? '?'));
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through unchanged.
    return (original as any).apply(this, args);
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return texts;
}
