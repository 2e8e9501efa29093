import { describe, expect, it } from 'vitest';
import { allAmongOptions, isCorrectAnswer, optionIndex, optionLetter, shuffled } from './quiz.ts';

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

describe('texts among the options', () => {
  const options = ['Ja', 'Nein', 'Vielleicht'];
  it('passes when every selected text is one of the options', () => {
    expect(allAmongOptions(['Nein'], options)).toBe(true);
    expect(allAmongOptions(['Vielleicht', 'Ja'], options)).toBe(true);
    expect(allAmongOptions([], options)).toBe(true); // nothing outside; the schema decides on empty
  });
  it('fails on any text that is not an option, exactly compared', () => {
    expect(allAmongOptions(['Ja', 'Jein'], options)).toBe(false);
    expect(allAmongOptions(['ja'], options)).toBe(false);
    expect(allAmongOptions(['Ja '], options)).toBe(false);
    expect(allAmongOptions(['Ja'], [])).toBe(false);
  });
});

describe('option letters', () => {
  it('letters options A, B, C …', () => {
    expect([0, 1, 2, 3, 4].map(optionLetter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
  it('turns a letter back into its position, in either case', () => {
    expect(['A', 'b', 'C', 'f'].map(optionIndex)).toEqual([0, 1, 2, 5]);
    for (let index = 0; index < 6; index++) expect(optionIndex(optionLetter(index))).toBe(index);
  });
  it('has no position for anything but a single letter', () => {
    expect(['', 'AB', '1', 'Ä', ' ', '@'].map(optionIndex)).toEqual([-1, -1, -1, -1, -1, -1]);
  });
});

describe('shuffled', () => {
  it('keeps every option once and moves them', () => {
    const options = ['A', 'B', 'C', 'D'];
    const orders = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const order = shuffled(options);
      expect([...order].sort()).toEqual(options);
      orders.add(order.join(''));
    }
    expect(orders.size).toBeGreaterThan(12);
    expect(options).toEqual(['A', 'B', 'C', 'D']);
  });

  it('puts the first option at every position about equally often', () => {
    const positions = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) positions[shuffled(['A', 'B', 'C', 'D']).indexOf('A')]! += 1;
    for (const count of positions) expect(count).toBeGreaterThan(800);
  });
});
