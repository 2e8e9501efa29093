import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook, newOffence } from '../../../common/domain/case.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Thursday 26.11.2026, 10:00 in Germany.
const clock = { now: () => new Date('2026-11-26T09:00:00Z') };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const dates = {
  mpuDate: '2027-03-15',
  withdrawnOn: null,
  banEnd: '2027-04-30',
  abstinenceStart: '2026-06-01',
  proofPlan: 'hair',
  proofDates: ['2027-01-12', '2026-12-03', '2027-01-12'],
};
const get = (cookie: string, url = '/api/plan') => ctx.app.inject({ url, headers: { cookie } });
const put = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/plan', headers: { cookie }, payload });

describe("/api/plan ('Mein Weg zur MPU')", () => {
  it('asks for the missing dates of a new learner', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    const body = (await get(learner.cookie)).json();
    expect(body.today).toBe('2026-11-26');
    expect(body.dates.mpuDate).toBeNull();
    expect(body.timeline).toMatchObject({
      status: 'noDate',
      weeks: [],
      prompts: ['mpuDate', 'abstinenceStart'],
    });
  });

  it("saves the learner's own dates, plans the weeks and nobody else sees them", async () => {
    const anna = await ctx.createUser({ reason: 'alcohol' });
    const ben = await ctx.createUser({ reason: 'alcohol' });
    const saved = await put(anna.cookie, dates);
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.dates.proofDates).toEqual(['2026-12-03', '2027-01-12']);
    expect(body.timeline.status).toBe('planned');
    expect(body.timeline.daysLeft).toBe(109);
    expect(body.timeline.weeks[0]).toMatchObject({ start: '2026-11-26', end: '2026-11-29', final: false });
    expect(body.timeline.weeks.at(-1)).toMatchObject({ end: '2027-03-14', final: true });
    // A new learner has the whole workbook open: the first week starts with its first topic.
    expect(body.timeline.weeks[0].caseTopics).toEqual(['past']);
    expect(body.timeline.milestones.map((m: { kind: string }) => m.kind)).toContain('hairSample');
    expect((await get(anna.cookie)).json().dates.mpuDate).toBe('2027-03-15');
    expect((await get(ben.cookie)).json().dates.mpuDate).toBeNull();
  });

  it('warns a drug learner before a year of abstinence unless the workbook names only cannabis', async () => {
    const early = { ...dates, mpuDate: '2027-03-15', abstinenceStart: '2026-06-01', proofPlan: 'hair' };
    const withSubstances = async (cookie: string, substances: string) => {
      const workbook = emptyWorkbook();
      workbook.offences.push({ ...newOffence('drugs'), date: '2026-05-01', substances });
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/case',
        headers: { cookie },
        payload: workbook,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const cocaine = await ctx.createUser({ reason: 'drugs' });
    await withSubstances(cocaine.cookie, 'Kokain im Blut');
    const cocainePlan = (await put(cocaine.cookie, early)).json().timeline;
    expect(cocainePlan.warnings).toEqual(['mpuBeforeYearOfAbstinence']);
    const kinds = cocainePlan.milestones.map((m: { kind: string }) => m.kind);
    expect(kinds.filter((k: string) => k === 'hairSampleDrugs')).toHaveLength(2);
    expect(kinds).not.toContain('hairSample');

    const cannabis = await ctx.createUser({ reason: 'drugs' });
    await withSubstances(cannabis.cookie, 'THC 4,2 ng/ml');
    expect((await put(cannabis.cookie, early)).json().timeline.warnings).toEqual([]);
  });

  it('refuses impossible dates with 400 and keeps what was saved', async () => {
    const learner = await ctx.createUser();
    await put(learner.cookie, dates);
    const bad = await put(learner.cookie, { ...dates, mpuDate: '2030-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation', fields: ['mpuDate'] } });
    expect((await put(learner.cookie, { ...dates, proofPlan: 'blood' })).statusCode).toBe(400);
    expect((await put(learner.cookie, { ...dates, proofDates: ['morgen'] })).statusCode).toBe(400);
    expect((await get(learner.cookie)).json().dates.mpuDate).toBe('2027-03-15');
  });

  it('exports the milestones as an iCalendar file', async () => {
    const learner = await ctx.createUser({ reason: 'alcohol' });
    await put(learner.cookie, dates);
    const file = await get(learner.cookie, '/api/plan/calendar.ics');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.body).toContain('BEGIN:VCALENDAR');
    expect(file.body).toContain('SUMMARY:Ihre MPU');
    expect(file.body).toContain('DTSTART;VALUE=DATE:20270315');
    expect(file.body).toContain('SUMMARY:Haarprobe auf Alkohol (EtG)');
  });

  it('is in the data export', async () => {
    const learner = await ctx.createUser();
    await put(learner.cookie, dates);
    const exported = (await ctx.exportData(learner)).json();
    expect(exported.plan_dates[0].mpuDate).toBe('2027-03-15');
  });
});
