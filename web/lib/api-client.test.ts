import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';

type Call = { method: string; path: string; body: unknown; key: string | undefined };

/** fetch answering `reply(call)`; records each call with its Idempotency-Key. */
function stubApi(reply: (call: Call) => { status?: number; body?: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        key: (init.headers as Record<string, string>)['Idempotency-Key'],
      };
      calls.push(call);
      const { status = 200, body } = reply(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs `call` while the retry's pause passes on the fake clock. */
async function settle<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

describe('api client: keyed writes (decision 045)', () => {
  it.each([502, 503])('sends a write once more after %i, with the same Idempotency-Key', async (status) => {
    let n = 0;
    const calls = stubApi(() => (n++ === 0 ? { status } : { body: { saved: true } }));
    expect(await settle(api.put('/case', { notes: 'x' }))).toEqual({ saved: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it('sends it once more after a network error, and gives up after the second', async () => {
    const keys: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await settle(api.post('/reviews/q1/answer', { selected: ['A'] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives every write its own key and repeats nothing after other failures', async () => {
    const calls = stubApi((call) => (call.path === '/fails' ? { status: 500 } : { status: 200, body: {} }));
    await settle(api.post('/a', {}));
    await settle(api.delete('/b'));
    expect(calls[0]!.key).not.toBe(calls[1]!.key);
    await expect(settle(api.post('/fails', {}))).rejects.toMatchObject({ status: 500 });
    expect(calls.filter((c) => c.path === '/fails')).toHaveLength(1);
  });

  it('keys and repeats neither reads nor requests marked keyed: false', async () => {
    const calls = stubApi(() => ({ status: 503 }));
    await expect(settle(api.get('/me'))).rejects.toMatchObject({ status: 503 });
    await expect(settle(api.post('/auth/login', {}, { keyed: false }))).rejects.toMatchObject({
      status: 503,
    });
    expect(calls.map((c) => [c.method, c.key])).toEqual([
      ['GET', undefined],
      ['POST', undefined],
    ]);
  });
});
