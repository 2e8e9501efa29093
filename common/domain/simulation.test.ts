import { describe, expect, it } from 'vitest';
import { weakestCategories } from './simulation.ts';

describe('weakestCategories', () => {
  it('keeps those below the practice threshold, lowest share first, more questions first on a tie, at most 3', () => {
    const c = (id: string, correct: number, total: number) => ({ id, correct, total });
    const result = weakestCategories([
      c('fine', 7, 10),
      c('half', 2, 4),
      c('none-small', 0, 2),
      c('none-big', 0, 6),
      c('low', 1, 5),
      c('empty', 0, 0),
    ]);
    expect(result.map((x) => x.id)).toEqual(['none-big', 'none-small', 'low']);
    expect(weakestCategories([c('all', 3, 3)])).toEqual([]);
  });
});
