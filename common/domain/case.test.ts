import { describe, expect, it } from 'vitest';
import { caseWorkbookSchema } from '../schemas/case.ts';
import { emptyWorkbook, topicProgress } from './case.ts';

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
});
