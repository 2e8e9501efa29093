import { describe, expect, it } from 'vitest';
import { emptyWorkbook } from './case.ts';
import { checkConsistency, offenceConsistency } from './promille-check.ts';

const fourBeers = [{ volumeMl: 500, abv: 5, count: 4 }];

describe('checkConsistency (Widmark, hand-computed)', () => {
  it('four beers cannot explain 1.9 ‰: says how much could, and that the value is high', () => {
    // r 0.7 (no height): peak 80/56 = 1.4286 ‰; range 1.0 − 0.6 = 0.40 … 1.2857 − 0.3 = 0.99 ‰ < 1.9.
    // Needed: (1.9 + 0.1·3)·80·0.7/0.9 = 136.9 g … (1.9 + 0.2·3)·80·0.7/0.7 = 200 g, i.e. 7 … 10 beers.
    expect(
      checkConsistency({
        drinks: fourBeers,
        sex: 'male',
        weightKg: 80,
        heightCm: null,
        age: null,
        hours: 3,
        measured: 1.9,
      }),
    ).toEqual({
      verdict: 'above',
      measured: 1.9,
      low: 0.4,
      high: 0.99,
      statedGrams: 80,
      neededGrams: { min: 137, max: 200 },
      neededBeers: { min: 7, max: 10 },
      highValue: true,
    });
  });

  it('the same four beers fit 0.6 ‰ for a man of 80 kg, 180 cm, 40 years after 3 hours', () => {
    // r = 1.055·44.8686/64 = 0.73963 (Watson); range 0.35 … 0.92 ‰ (as in promille.test.ts).
    // Needed: 0.9·59.170/0.9 = 59.2 g … 1.2·59.170/0.7 = 101.4 g: the stated 80 g lie inside.
    expect(
      checkConsistency({
        drinks: fourBeers,
        sex: 'male',
        weightKg: 80,
        heightCm: 180,
        age: 40,
        hours: 3,
        measured: 0.6,
      }),
    ).toEqual({
      verdict: 'fits',
      measured: 0.6,
      low: 0.35,
      high: 0.92,
      statedGrams: 80,
      neededGrams: { min: 59, max: 101 },
      neededBeers: { min: 3, max: 5 },
      highValue: false,
    });
  });

  it('is below when the stated drinks give more than was measured, and treats the range ends as fitting', () => {
    // Two glasses of wine, woman 60 kg, 165 cm, 1 hour: 0.47 … 0.76 ‰.
    const wine = {
      drinks: [{ volumeMl: 200, abv: 12, count: 2 }],
      sex: 'female' as const,
      weightKg: 60,
      heightCm: 165,
      age: null,
      hours: 1,
    };
    expect(checkConsistency({ ...wine, measured: 0.3 }).verdict).toBe('below');
    expect(checkConsistency({ ...wine, measured: 0.47 }).verdict).toBe('fits');
    expect(checkConsistency({ ...wine, measured: 0.76 }).verdict).toBe('fits');
    expect(checkConsistency({ ...wine, measured: 0.77 }).verdict).toBe('above');
  });
});

describe('offenceConsistency (the workbook)', () => {
  const offence = { bac: 1.9, drinks: [{ label: 'beer', ...fourBeers[0]! }], drinkingHours: 3 };

  it('lists what is missing instead of guessing it', () => {
    expect(offenceConsistency(emptyWorkbook().body, { bac: null, drinks: [], drinkingHours: null })).toEqual({
      ok: false,
      missing: ['measured', 'drinks', 'hours', 'sex', 'weight'],
    });
    const body = { sex: 'male' as const, weightKg: 80, heightCm: null, age: null };
    const noneDrunk = { ...offence, drinks: [{ label: 'beer', volumeMl: 500, abv: 5, count: 0 }] };
    expect(offenceConsistency(body, noneDrunk)).toEqual({ ok: false, missing: ['drinks'] });
  });

  it('uses the workbook body data with the offence', () => {
    const body = { sex: 'male' as const, weightKg: 80, heightCm: null, age: null };
    const check = offenceConsistency(body, offence);
    expect(check.ok && check.result).toMatchObject({ verdict: 'above', low: 0.4, high: 0.99 });
  });
});
