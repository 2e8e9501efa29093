import type { CaseWorkbook, Offence } from './case.ts';
import {
  distributionFactor,
  ELIMINATION_PER_HOUR,
  estimatePromille,
  type PromilleInput,
  RESORPTION_DEFICIT,
} from './promille.ts';

/**
 * The consistency check (issue 11): do the drinks a learner states explain the blood alcohol that
 * was measured? The same Widmark estimate as the calculator (`estimatePromille`) gives a range for
 * the stated drinks; the measured value is compared with it. Assessors make this comparison
 * (INTERVIEW-GUIDE §b 1: "amounts that fit the measured value"), so the learner should see it before
 * the interview. It never says anything about fitness to drive and never accuses: when the stated
 * amount is too small, the app asks what may be missing.
 */
export type ConsistencyInput = PromilleInput & {
  /** The measured blood alcohol, ‰ (from the file or the learner). */
  measured: number;
};

export type ConsistencyVerdict =
  /** The measured value lies within the range the stated drinks give. */
  | 'fits'
  /** Higher than the stated drinks can explain: something is missing from the account. */
  | 'above'
  /** Lower than the stated drinks give: e.g. drunk over a longer time, or amounts overestimated. */
  | 'below';

export type Consistency = {
  verdict: ConsistencyVerdict;
  measured: number;
  /** The estimate for the stated drinks at the time of the measurement, ‰. */
  low: number;
  high: number;
  /** Alcohol in the stated drinks, g. */
  statedGrams: number;
  /** The alcohol that could explain the measured value, g (range, rounded to whole grams). */
  neededGrams: { min: number; max: number };
  /** The same as 0.5 l beers at 5 % (20 g each), rounded to whole beers. */
  neededBeers: { min: number; max: number };
  /** From 1.6 ‰ assessors assume tolerance from regular heavy drinking (INTERVIEW-GUIDE §b 1). */
  highValue: boolean;
};

/** From about 1.6 ‰ assessors assume long heavy drinking with tolerance (INTERVIEW-GUIDE §b 1). */
export const HIGH_BAC = 1.6;
/** Grams of alcohol in one 0.5 l beer at 5 % (INTERVIEW-GUIDE §b 1: "0.5 l beer ≈ 20 g"). */
export const GRAMS_PER_BEER = 20;

export function checkConsistency(input: ConsistencyInput): Consistency {
  const estimate = estimatePromille(input);
  const { measured, hours, weightKg } = input;
  const r = distributionFactor(input);
  // Inverse Widmark: the least alcohol gives the value with the smallest deficit and slowest
  // elimination; the most with the largest deficit and fastest elimination.
  const min = ((measured + ELIMINATION_PER_HOUR.min * hours) * weightKg * r) / (1 - RESORPTION_DEFICIT.min);
  const max = ((measured + ELIMINATION_PER_HOUR.max * hours) * weightKg * r) / (1 - RESORPTION_DEFICIT.max);
  const verdict: ConsistencyVerdict =
    measured > estimate.high ? 'above' : measured < estimate.low ? 'below' : 'fits';
  return {
    verdict,
    measured,
    low: estimate.low,
    high: estimate.high,
    statedGrams: estimate.grams,
    neededGrams: { min: Math.round(min), max: Math.round(max) },
    neededBeers: { min: Math.round(min / GRAMS_PER_BEER), max: Math.round(max / GRAMS_PER_BEER) },
    highValue: measured >= HIGH_BAC,
  };
}

/** What the workbook still lacks for the check. */
export type ConsistencyMissing = 'measured' | 'drinks' | 'hours' | 'sex' | 'weight';

export type ConsistencyCheck =
  | { ok: true; result: Consistency }
  | { ok: false; missing: ConsistencyMissing[] };

/**
 * The check for one offence of 'Mein MPU-Fall': its measured value, drinks and hours with the
 * workbook's body data. Lists what is missing instead of guessing it.
 */
export function offenceConsistency(
  body: CaseWorkbook['body'],
  offence: Pick<Offence, 'bac' | 'drinks' | 'drinkingHours'>,
): ConsistencyCheck {
  const drinks = offence.drinks.filter((d) => d.count > 0 && d.volumeMl > 0 && d.abv > 0);
  const missing: ConsistencyMissing[] = [];
  if (offence.bac === null || offence.bac <= 0) missing.push('measured');
  if (drinks.length === 0) missing.push('drinks');
  if (offence.drinkingHours === null) missing.push('hours');
  if (body.sex === null) missing.push('sex');
  if (body.weightKg === null || body.weightKg <= 0) missing.push('weight');
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    result: checkConsistency({
      drinks,
      sex: body.sex!,
      weightKg: body.weightKg!,
      heightCm: body.heightCm,
      age: body.age,
      hours: offence.drinkingHours!,
      measured: offence.bac!,
    }),
  };
}

/** Does the workbook hold an alcohol offence whose stated drinks cannot explain its measured value? */
export function statedDrinksExplainBac(workbook: CaseWorkbook, offence: Offence | undefined): boolean | null {
  if (!offence) return null;
  const check = offenceConsistency(workbook.body, offence);
  return check.ok ? check.result.verdict !== 'above' : null;
}
