import { describe, expect, it } from 'vitest';
import dePlan from '../i18n/de/plan.json' with { type: 'json' };
import enPlan from '../i18n/en/plan.json' with { type: 'json' };
import trPlan from '../i18n/tr/plan.json' with { type: 'json' };
import { addMonths, buildTimeline, type OpenWork, type PlanDates } from './timeline.ts';

const noDates: PlanDates = {
  mpuDate: null,
  withdrawnOn: null,
  banEnd: null,
  abstinenceStart: null,
  proofPlan: null,
  proofDates: [],
};
const nothingOpen: OpenWork = { chapters: 0, videos: 0, questions: 0, caseTopics: [] };

describe('addMonths', () => {
  it('keeps the day or falls to the month end', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-03-10', -6)).toBe('2025-09-10');
  });
});

describe('buildTimeline', () => {
  it('asks for missing dates instead of guessing', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: noDates,
      reasons: ['alcohol', 'points'],
      open: nothingOpen,
    });
    expect(t.status).toBe('noDate');
    expect(t.prompts).toEqual(['mpuDate', 'withdrawnOn', 'abstinenceStart']);
    expect(t.weeks).toEqual([]);
    expect(t.milestones.map((m) => m.kind)).toEqual(['fileInspection']);
  });

  it('alcohol with hair analyses: 6 and 12 months with a caveat, a sample every 3 months', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-09-01', abstinenceStart: '2026-08-15', proofPlan: 'hair' },
      reasons: ['alcohol'],
      open: nothingOpen,
    });
    expect(t.prompts).toEqual([]);
    const byKind = (kind: string) => t.milestones.filter((m) => m.kind === kind);
    expect(byKind('abstinence6')).toEqual([
      { kind: 'abstinence6', date: '2027-02-15', caveat: true, done: false },
    ]);
    expect(byKind('abstinence12')[0]).toMatchObject({ date: '2027-08-15', caveat: true });
    expect(byKind('hairSample').map((m) => m.date)).toEqual([
      '2026-11-15',
      '2027-02-15',
      '2027-05-15',
      '2027-08-15',
    ]);
    expect(byKind('hairSample')[0]?.done).toBe(true);
    expect(t.milestones.at(-1)).toMatchObject({ kind: 'mpu', date: '2027-09-01' });
    expect(t.warnings).toEqual([]);
  });

  it('drugs other than cannabis: a year of abstinence as a rule, and a warning when the MPU comes earlier', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-03-01', abstinenceStart: '2026-06-01' },
      reasons: ['drugs'],
      open: nothingOpen,
      drugKind: 'other',
    });
    expect(t.milestones.find((m) => m.kind === 'abstinence12')).toMatchObject({
      date: '2027-06-01',
      caveat: false,
    });
    expect(t.warnings).toEqual(['mpuBeforeYearOfAbstinence']);
  });

  it('cannabis only (§ 13a FeV): no year-of-abstinence rule, so no warning and a caveat (issue 28)', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-03-01', abstinenceStart: '2026-06-01' },
      reasons: ['drugs'],
      open: nothingOpen,
      drugKind: 'cannabis',
    });
    expect(t.milestones.find((m) => m.kind === 'abstinence12')).toMatchObject({ caveat: true });
    expect(t.warnings).toEqual([]);
  });

  it('drugs not named in the workbook: warned, in words that name the cannabis exception', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-03-01', abstinenceStart: '2026-06-01' },
      reasons: ['drugs'],
      open: nothingOpen,
    });
    expect(t.warnings).toEqual(['mpuBeforeYearOfAbstinence']);
    expect(t.milestones.find((m) => m.kind === 'abstinence12')).toMatchObject({ caveat: true });
    expect(dePlan.warnings.mpuBeforeYearOfAbstinence).toContain('außer Cannabis');
  });

  it('drugs with hair analyses: 6 cm cover 6 months, so two drug samples for a year, not four EtG samples', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-09-01', abstinenceStart: '2026-08-15', proofPlan: 'hair' },
      reasons: ['drugs'],
      open: nothingOpen,
      drugKind: 'other',
    });
    expect(t.milestones.filter((m) => m.kind === 'hairSample')).toEqual([]);
    expect(t.milestones.filter((m) => m.kind === 'hairSampleDrugs').map((m) => m.date)).toEqual([
      '2027-02-15',
      '2027-08-15',
    ]);
    expect(dePlan.milestone.hairSampleDrugs).not.toMatch(/Alkohol|EtG/);
    for (const plan of [dePlan, trPlan, enPlan]) {
      expect(plan.rule.hairSampleDrugs).toMatch(/6 cm/);
      expect(plan.rule.hairSampleDrugs).toMatch(/2 /);
    }
  });

  it('points: earliest new licence 6 months after the withdrawal; the application before the ban ends', () => {
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2027-01-10', withdrawnOn: '2026-08-01', banEnd: '2027-04-30' },
      reasons: ['points'],
      open: nothingOpen,
    });
    expect(t.milestones.find((m) => m.kind === 'earliestLicence')?.date).toBe('2027-02-01');
    expect(t.milestones.find((m) => m.kind === 'applyForLicence')).toMatchObject({
      date: '2026-10-30',
      caveat: true,
      done: true,
    });
    expect(t.warnings).toEqual(['mpuBeforeEarliestLicence']);
    expect(t.prompts).toEqual([]);
  });

  it('spreads the open work over the weeks before the MPU and keeps the last week for rehearsal', () => {
    // Thursday 26.11.2026; MPU Monday 21.12.2026: weeks 26.–29.11., 30.11.–06.12., 07.–13.12., 14.–20.12.
    const t = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2026-12-21' },
      reasons: ['criminal'],
      open: { chapters: 10, videos: 2, questions: 31, caseTopics: ['past', 'causes', 'change', 'future'] },
    });
    expect(t.status).toBe('planned');
    expect(t.daysLeft).toBe(25);
    expect(t.weeks.map((w) => [w.start, w.end])).toEqual([
      ['2026-11-26', '2026-11-29'],
      ['2026-11-30', '2026-12-06'],
      ['2026-12-07', '2026-12-13'],
      ['2026-12-14', '2026-12-20'],
    ]);
    expect(t.weeks.map((w) => w.chapters)).toEqual([4, 3, 3, 0]);
    expect(t.weeks.map((w) => w.videos)).toEqual([1, 1, 0, 0]);
    expect(t.weeks.map((w) => w.questions)).toEqual([11, 10, 10, 0]);
    expect(t.weeks.map((w) => w.caseTopics)).toEqual([['past'], ['causes'], ['change', 'future'], []]);
    expect(t.weeks.map((w) => w.final)).toEqual([false, false, false, true]);
  });

  it('a date in the past gives no weeks; the MPU tomorrow gives one week with everything', () => {
    const past = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2026-11-01' },
      reasons: [],
      open: nothingOpen,
    });
    expect(past.status).toBe('past');
    expect(past.weeks).toEqual([]);
    const soon = buildTimeline({
      today: '2026-11-26',
      dates: { ...noDates, mpuDate: '2026-11-27' },
      reasons: [],
      open: { chapters: 3, videos: 0, questions: 5, caseTopics: ['future'] },
    });
    expect(soon.weeks).toEqual([
      {
        start: '2026-11-26',
        end: '2026-11-26',
        chapters: 3,
        videos: 0,
        questions: 5,
        caseTopics: ['future'],
        final: false,
      },
    ]);
  });
});
