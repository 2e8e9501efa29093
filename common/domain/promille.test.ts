import { describe, expect, it } from 'vitest';
import { estimatePromille } from './promille.ts';

const fourBeers = [{ volumeMl: 500, abv: 5, count: 4 }];

describe('estimatePromille (Widmark, hand-computed)', () => {
  it('a man, 80 kg, 180 cm, 40 years, 4 × 0.5 l beer, 3 hours', () => {
    // 80 g alcohol; TBW = 2.447 − 3.8064 + 19.332 + 26.896 = 44.8686 l; r = 1.055·44.8686/64 = 0.7396;
    // peak 80/(80·0.7396) = 1.3520 ‰; high 1.3520·0.9 − 0.3 = 0.92; low 1.3520·0.7 − 0.6 = 0.35.
    expect(
      estimatePromille({ drinks: fourBeers, sex: 'male', weightKg: 80, heightCm: 180, age: 40, hours: 3 }),
    ).toEqual({ grams: 80, r: 0.74, low: 0.35, high: 0.92 });
  });

  it('a woman, 60 kg, 165 cm, 2 × 0.2 l wine at 12 %, 1 hour', () => {
    // 38.4 g; TBW = −2.097 + 17.6385 + 14.796 = 30.3375 l; r = 1.055·30.3375/48 = 0.6668;
    // peak 38.4/(60·0.6668) = 0.9598 ‰; high 0.8638 − 0.1 = 0.76; low 0.6719 − 0.2 = 0.47.
    expect(
      estimatePromille({
        drinks: [{ volumeMl: 200, abv: 12, count: 2 }],
        sex: 'female',
        weightKg: 60,
        heightCm: 165,
        age: null,
        hours: 1,
      }),
    ).toEqual({ grams: 38.4, r: 0.667, low: 0.47, high: 0.76 });
  });

  it("uses Widmark's r without height, and never goes below zero", () => {
    // r 0.7: peak 80/56 = 1.4286 ‰; high 1.2857 − 0.1 = 1.19; low 1.0 − 0.2 = 0.8.
    expect(
      estimatePromille({ drinks: fourBeers, sex: 'male', weightKg: 80, heightCm: null, age: null, hours: 1 }),
    ).toMatchObject({ r: 0.7, low: 0.8, high: 1.19 });
    expect(
      estimatePromille({
        drinks: fourBeers,
        sex: 'male',
        weightKg: 80,
        heightCm: null,
        age: null,
        hours: 20,
      }),
    ).toMatchObject({ low: 0, high: 0 });
  });
});
