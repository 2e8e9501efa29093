import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch.ts';

describe('createBatcher', () => {
  it('runs calls of the same tick together, in order, and later calls in a new batch', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('splits large batches and rejects every call of a failed batch', async () => {
    const sizes: number[] = [];
    const echo = createBatcher(async (inputs: number[]) => {
      sizes.push(inputs.length);
      if (inputs.includes(-1)) throw new Error('boom');
      return inputs;
    }, 2);
    const results = await Promise.allSettled([echo(1), echo(2), echo(-1), echo(3)]);
    expect(sizes).toEqual([2, 2]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
  });
});
