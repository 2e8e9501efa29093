import { describe, expect, it } from 'vitest';
import { AiTimeout, withinLimits } from './limits.ts';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A model that sends a word every `everyMs`, `count` times; records whether it was aborted. */
function model(everyMs: number, count: number, state: { aborted: boolean }) {
  return async (signal: AbortSignal) => {
    signal.addEventListener('abort', () => {
      state.aborted = true;
    });
    return (async function* () {
      for (let i = 0; i < count; i++) {
        await sleep(everyMs, signal);
        yield `w${i} `;
      }
    })();
  };
}

async function collect(stream: AsyncIterable<string>) {
  const words: string[] = [];
  try {
    for await (const word of stream) words.push(word);
    return { words, error: null };
  } catch (error) {
    return { words, error };
  }
}

describe('the time limits of a model answer', () => {
  it('passes an answer that keeps within them', async () => {
    const state = { aborted: false };
    const result = await collect(withinLimits(model(5, 3, state), { firstTokenMs: 200, answerMs: 1000 }));
    expect(result).toEqual({ words: ['w0 ', 'w1 ', 'w2 '], error: null });
  });

  it('aborts a model slower than the first-token limit', async () => {
    const state = { aborted: false };
    const result = await collect(withinLimits(model(300, 3, state), { firstTokenMs: 50, answerMs: 1000 }));
    expect(result.words).toEqual([]);
    expect(result.error).toBeInstanceOf(AiTimeout);
    expect((result.error as AiTimeout).limit).toBe('first-token');
    expect(state.aborted).toBe(true);
  });

  it('aborts an answer that takes longer than the whole-answer limit, even with steady tokens', async () => {
    const state = { aborted: false };
    const result = await collect(withinLimits(model(20, 100, state), { firstTokenMs: 100, answerMs: 150 }));
    expect(result.words.length).toBeGreaterThan(0);
    expect((result.error as AiTimeout).limit).toBe('answer');
    expect(state.aborted).toBe(true);
  });

  it('aborts the model when the caller goes away', async () => {
    const state = { aborted: false };
    const caller = new AbortController();
    setTimeout(() => caller.abort(new Error('gone')), 30);
    const result = await collect(
      withinLimits(model(1000, 3, state), { firstTokenMs: 5000, answerMs: 5000 }, caller.signal),
    );
    expect((result.error as Error).message).toBe('gone');
    expect(state.aborted).toBe(true);
  });
});
