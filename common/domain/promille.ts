import type { Drink } from './case.ts';

/**
 * A blood alcohol estimate (‰) with the Widmark formula (issue 11). Only an estimate, never a
 * statement about fitness to drive: the result is a range from
 * - the alcohol drunk: volume × ABV × 0.8 g/ml;
 * - the distribution factor r: from Watson's total body water when height (and for men age) is
 *   known, r = 1.055 · TBW / (0.8 · weight); otherwise Widmark's 0.7 (men) / 0.6 (women);
 * - a resorption deficit of 10–30 % and an elimination of 0.1–0.2 ‰ per hour since drinking began.
 */
export type PromilleInput = {
  drinks: readonly Pick<Drink, 'volumeMl' | 'abv' | 'count'>[];
  sex: 'female' | 'male';
  weightKg: number;
  heightCm: number | null;
  age: number | null;
  /** Hours from the first drink to the moment asked about. */
  hours: number;
};

export type PromilleEstimate = {
  grams: number;
  r: number;
  /** Lowest and highest plausible value at `hours`, ‰, two decimals. */
  low: number;
  high: number;
};

/**
 * Typical servings the calculator and the workbook offer; a workbook drink whose `label` is one of
 * these keys is shown with its translated name.
 */
export const STANDARD_DRINKS = [
  { key: 'beer', volumeMl: 500, abv: 5 },
  { key: 'wine', volumeMl: 200, abv: 12 },
  { key: 'sparkling', volumeMl: 100, abv: 11 },
  { key: 'spirits', volumeMl: 20, abv: 40 },
] as const;
export type StandardDrinkKey = (typeof STANDARD_DRINKS)[number]['key'];

const ETHANOL_DENSITY = 0.8;
export const RESORPTION_DEFICIT = { min: 0.1, max: 0.3 } as const;
export const ELIMINATION_PER_HOUR = { min: 0.1, max: 0.2 } as const;

export function alcoholGrams(drinks: PromilleInput['drinks']): number {
  return drinks.reduce((sum, d) => sum + d.volumeMl * (d.abv / 100) * ETHANOL_DENSITY * d.count, 0);
}

/** Watson's total body water (litres), or null when a needed figure is missing. */
function watsonBodyWater(input: PromilleInput): number | null {
  const { sex, weightKg, heightCm, age } = input;
  if (heightCm === null) return null;
  if (sex === 'female') return -2.097 + 0.1069 * heightCm + 0.2466 * weightKg;
  if (age === null) return null;
  return 2.447 - 0.09516 * age + 0.1074 * heightCm + 0.3362 * weightKg;
}

export function distributionFactor(input: PromilleInput): number {
  const water = watsonBodyWater(input);
  if (water === null) return input.sex === 'female' ? 0.6 : 0.7;
  return (1.055 * water) / (0.8 * input.weightKg);
}

const round2 = (value: number) => Math.round(Math.max(0, value) * 100) / 100;

export function estimatePromille(input: PromilleInput): PromilleEstimate {
  const grams = alcoholGrams(input.drinks);
  const r = distributionFactor(input);
  const peak = grams / (input.weightKg * r);
  return {
    grams: Math.round(grams * 10) / 10,
    r: Math.round(r * 1000) / 1000,
    low: round2(peak * (1 - RESORPTION_DEFICIT.max) - ELIMINATION_PER_HOUR.max * input.hours),
    high: round2(peak * (1 - RESORPTION_DEFICIT.min) - ELIMINATION_PER_HOUR.min * input.hours),
  };
}
