import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/render.tsx';
import { dropQueuedAnswers, flushAnswers, queuedAnswers, sendAnswer, setQueueOwner } from './queue.ts';

const answer = (id: string, key = 'q1') => ({
  id,
  key,
  path: `/reviews/${key}/answer`,
  body: { attemptId: id, selected: ['A'] },
});

/** fetch that fails like a browser without a connection (which the browser knows: no retry). */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

beforeEach(async () => {
  await setQueueOwner('anna');
  await dropQueuedAnswers(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('offline answer queue', () => {
  it('sends directly when the server answers, and queues nothing', async () => {
    const calls = stubApi(() => ({ status: 200, body: { correct: true } }));
    const outcome = await sendAnswer(answer('a1'));
    expect(outcome).toEqual({ queued: false, result: { correct: true } });
    expect(calls).toHaveLength(1);
    expect(queuedAnswers()).toEqual([]);
  });

  it('queues an answer without a connection and sends it once when back, with its attempt id', async () => {
    goOffline();
    expect(await sendAnswer(answer('a1', 'q1'))).toEqual({ queued: true });
    expect(await sendAnswer(answer('a2', 'q2'))).toEqual({ queued: true });
    expect(queuedAnswers().map((a) => a.key)).toEqual(['q1', 'q2']);

    const calls = stubApi(() => ({ status: 200, body: {} }));
    expect(await flushAnswers()).toBe(2);
    expect(calls.map((c) => [c.method, c.path, (c.body as { attemptId: string }).attemptId])).toEqual([
      ['POST', '/reviews/q1/answer', 'a1'],
      ['POST', '/reviews/q2/answer', 'a2'],
    ]);
    expect(queuedAnswers()).toEqual([]);
    // Nothing is sent twice.
    expect(await flushAnswers()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('keeps an answer whose send failed on the way (sent again later with the same id)', async () => {
    goOffline();
    await sendAnswer(answer('a1'));
    expect(await flushAnswers()).toBe(0);
    expect(queuedAnswers()).toHaveLength(1);
    stubApi(() => ({ status: 503, body: { error: { code: 'internal' } } }));
    expect(await flushAnswers()).toBe(0);
    expect(queuedAnswers()).toHaveLength(1);
    const calls = stubApi(() => ({ status: 200, body: {} }));
    expect(await flushAnswers()).toBe(1);
    expect((calls[0]!.body as { attemptId: string }).attemptId).toBe('a1');
  });

  it('drops an answer the server refuses for good (e.g. the question is gone)', async () => {
    goOffline();
    await sendAnswer(answer('a1', 'gone'));
    await sendAnswer(answer('a2', 'q2'));
    const calls = stubApi((call) =>
      call.path.includes('gone') ? { status: 404, body: { error: { code: 'not_found' } } } : { status: 200 },
    );
    expect(await flushAnswers()).toBe(1);
    expect(calls).toHaveLength(2);
    expect(queuedAnswers()).toEqual([]);
  });

  it("never shows or sends another learner's answers, and an account switch drops them", async () => {
    goOffline();
    await sendAnswer(answer('a1'));
    await setQueueOwner('ben');
    expect(queuedAnswers()).toEqual([]);
    const calls = stubApi(() => ({ status: 200 }));
    expect(await flushAnswers()).toBe(0);
    expect(calls).toHaveLength(0);
    // Anna signs in again: hers are still there.
    await setQueueOwner('anna');
    expect(queuedAnswers()).toHaveLength(1);
    // Ben claims the device: Anna's go.
    await dropQueuedAnswers('ben');
    expect(queuedAnswers()).toEqual([]);
  });

  it('without a signed-in learner an unreachable server is an error, not a queued answer', async () => {
    await setQueueOwner(null);
    goOffline();
    await expect(sendAnswer(answer('a1'))).rejects.toMatchObject({ code: 'network' });
  });

  it('other errors stay the caller’s (a refused answer is not queued)', async () => {
    stubApi(() => ({ status: 400, body: { error: { code: 'validation' } } }));
    await expect(sendAnswer(answer('a1'))).rejects.toMatchObject({ status: 400 });
    expect(queuedAnswers()).toEqual([]);
  });
});
