import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, optionLetter } from './quiz.ts';

describe('answer correctness (SPEC §5: exact set equality)', () => {
  it('is correct only when the selection equals the correct set', () => {
    expect(isCorrectAnswer(['a'], ['a'])).toBe(true);
    expect(isCorrectAnswer(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCorrectAnswer(['a'], ['a', 'b'])).toBe(false); // a subset is wrong
    expect(isCorrectAnswer(['a', 'b', 'c'], ['a', 'b'])).toBe(false); // a superset is wrong
    expect(isCorrectAnswer(['c'], ['a'])).toBe(false);
    expect(isCorrectAnswer(['a', 'c'], ['a', 'b'])).toBe(false); // same size, other set
  });
  it('never counts an empty selection, and ignores repeated entries', () => {
    expect(isCorrectAnswer([], [])).toBe(false);
    expect(isCorrectAnswer([], ['a'])).toBe(false);
    expect(isCorrectAnswer(['a', 'a'], ['a'])).toBe(true);
    expect(isCorrectAnswer(['a', 'a'], ['a', 'b'])).toBe(false);
  });
  it('compares texts exactly (case and spaces matter)', () => {
    expect(isCorrectAnswer(['A'], ['a'])).toBe(false);
    expect(isCorrectAnswer(['a '], ['a'])).toBe(false);
  });
});

describe('option letters', () => {
  it('letters options A, B, C …', () => {
    expect([0, 1, 2, 3, 4].map(optionLetter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
