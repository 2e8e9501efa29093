import { describe, expect, it } from 'vitest';
import { caseWorkbookSchema } from '../schemas/case.ts';
import {
  drugKindOf,
  emptyWorkbook,
  mayShareWithAi,
  newOffence,
  offenceMeasure,
  overallProgress,
  topicProgress,
} from './case.ts';

describe('case workbook', () => {
  it('starts empty, valid and with no progress', () => {
    const workbook = emptyWorkbook();
    expect(caseWorkbookSchema.parse(workbook)).toEqual(workbook);
    expect(topicProgress(workbook)).toEqual({ past: 0, causes: 0, change: 0, future: 0 });
  });

  it('counts filled core fields per topic; blanks do not count', () => {
    const workbook = emptyWorkbook();
    workbook.causes.function = 'Entspannung nach der Arbeit';
    workbook.causes.ownShare = '   ';
    workbook.future.riskSituations = 'Feiern';
    workbook.future.lapsePlan = 'Schlüssel abgeben';
    expect(topicProgress(workbook)).toMatchObject({ causes: 25, future: 50 });
  });

  it('refuses impossible dates', () => {
    const workbook = { ...emptyWorkbook(), change: { ...emptyWorkbook().change, since: '2030-02-30' } };
    expect(caseWorkbookSchema.safeParse(workbook).success).toBe(false);
  });

  it('sums the topics up to one share for the overview', () => {
    expect(overallProgress({ past: 0, causes: 0, change: 0, future: 0 })).toBe(0);
    expect(overallProgress({ past: 20, causes: 25, change: 0, future: 50 })).toBe(24);
    expect(overallProgress({ past: 100, causes: 100, change: 100, future: 100 })).toBe(100);
  });

  it('asks each reason for the value it has: per mille, substances, points', () => {
    expect(offenceMeasure('alcohol')).toBe('bac');
    expect(offenceMeasure('drugs')).toBe('substances');
    expect(offenceMeasure('medizinalcannabis')).toBe('substances');
    expect(offenceMeasure('points')).toBe('points');
    expect(offenceMeasure('criminal')).toBeNull();
  });

  it('shares with the AI provider only when one is configured and the learner switched it on', () => {
    const off = emptyWorkbook();
    const on = { ...emptyWorkbook(), aiConsent: true };
    expect(off.aiConsent).toBe(false);
    expect(mayShareWithAi(off, true)).toBe(false);
    expect(mayShareWithAi(on, false)).toBe(false);
    expect(mayShareWithAi(on, true)).toBe(true);
  });
});

describe('drugKindOf (issue 28: cannabis under § 13a FeV, other drugs under § 14 FeV)', () => {
  const withDrugs = (...substances: string[]) => ({
    offences: substances.map((text) => ({ ...newOffence('drugs'), substances: text })),
  });
  it('names cannabis only when every drug offence is about cannabis', () => {
    expect(drugKindOf(withDrugs('THC 4,1 ng/ml'))).toBe('cannabis');
    expect(drugKindOf(withDrugs('Cannabis', 'Haschisch'))).toBe('cannabis');
  });
  it('names other drugs as soon as one offence does', () => {
    expect(drugKindOf(withDrugs('THC 2 ng/ml', 'Kokain'))).toBe('other');
    expect(drugKindOf(withDrugs('Amphetamin (Speed)'))).toBe('other');
  });
  it('says nothing when the workbook does not tell', () => {
    expect(drugKindOf(emptyWorkbook())).toBeNull();
    expect(drugKindOf(withDrugs(''))).toBeNull();
    expect(drugKindOf({ offences: [{ ...newOffence('alcohol'), description: 'Kokain' }] })).toBeNull();
  });
});
