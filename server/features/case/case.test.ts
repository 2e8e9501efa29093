import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook } from '../../../common/domain/case.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { createCaseService } from './case.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (cookie: string) => ctx.app.inject({ url: '/api/case', headers: { cookie } });
const put = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/case', headers: { cookie }, payload });

function filledWorkbook() {
  const workbook = emptyWorkbook();
  workbook.offences.push({
    id: randomUUID(),
    reason: 'alcohol',
    date: '2025-06-14',
    description: 'Nach einer Feier mit dem Auto nach Hause gefahren.',
    bac: 1.9,
    substances: '',
    points: null,
    drinks: [{ label: 'Bier', volumeMl: 500, abv: 5, count: 4 }],
    drinkingHours: 5,
  });
  workbook.causes.function = 'Abschalten nach der Arbeit.';
  return workbook;
}

describe("/api/case ('Mein MPU-Fall')", () => {
  it('starts empty for a new learner', async () => {
    const learner = await ctx.createUser();
    const body = (await get(learner.cookie)).json();
    expect(body).toEqual({
      workbook: emptyWorkbook(),
      progress: { past: 0, causes: 0, change: 0, future: 0 },
      updatedAt: null,
      aiAvailable: false,
    });
  });

  it("saves the learner's own workbook and nobody else sees it", async () => {
    const anna = await ctx.createUser();
    const ben = await ctx.createUser();
    const saved = await put(anna.cookie, filledWorkbook());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress).toMatchObject({ past: 20, causes: 25 });
    const again = (await get(anna.cookie)).json();
    expect(again.workbook.offences[0].bac).toBe(1.9);
    expect(again.updatedAt).not.toBeNull();
    expect((await get(ben.cookie)).json().workbook).toEqual(emptyWorkbook());
  });

  it('refuses bad input with 400 and keeps what was saved', async () => {
    const learner = await ctx.createUser();
    await put(learner.cookie, filledWorkbook());
    const impossible = filledWorkbook();
    impossible.offences[0]!.date = '2030-02-30';
    expect((await put(learner.cookie, impossible)).statusCode).toBe(400);
    expect((await put(learner.cookie, { ...filledWorkbook(), aiConsent: 'yes' })).statusCode).toBe(400);
    expect((await get(learner.cookie)).json().workbook.offences[0].date).toBe('2025-06-14');
  });

  it('names the fields it refuses (shown as German text in the page) and needs a session', async () => {
    const learner = await ctx.createUser();
    const workbook = filledWorkbook();
    workbook.offences[0]!.bac = 12;
    const refused = await put(learner.cookie, { ...workbook, future: { goals: 'x'.repeat(4001) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'validation' });
    expect(refused.json().error.fields).toEqual(expect.arrayContaining(['offences.0.bac']));
    expect((await put(learner.cookie, [])).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/case' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/case', payload: filledWorkbook() })).statusCode,
    ).toBe(401);
  });

  it('gives other features the workbook for the AI provider only with consent and a provider', async () => {
    const learner = await ctx.createUser();
    const withProvider = createCaseService({ db: ctx.db, aiConfigured: true });
    const withoutProvider = createCaseService({ db: ctx.db, aiConfigured: false });
    expect(await withProvider.forAi(learner.id)).toBeNull(); // nothing saved: consent is off
    await put(learner.cookie, filledWorkbook());
    expect(await withProvider.forAi(learner.id)).toBeNull();
    await put(learner.cookie, { ...filledWorkbook(), aiConsent: true });
    expect((await withProvider.forAi(learner.id))?.causes.function).toBe('Abschalten nach der Arbeit.');
    expect(await withoutProvider.forAi(learner.id)).toBeNull();
    // The offline features still read it: it stays on this server.
    expect((await withoutProvider.workbook(learner.id)).aiConsent).toBe(true);
  });

  it('tells the page whether an AI provider is configured', async () => {
    const withAi = await createTestContext({
      env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'test-key' },
    });
    try {
      const learner = await withAi.createUser();
      expect(
        (await withAi.app.inject({ url: '/api/case', headers: { cookie: learner.cookie } })).json(),
      ).toMatchObject({ aiAvailable: true, workbook: { aiConsent: false } });
    } finally {
      await withAi.close();
    }
  });

  it('is in the data export', async () => {
    const learner = await ctx.createUser();
    await put(learner.cookie, filledWorkbook());
    const exported = await ctx.exportData(learner);
    expect(exported.json().case_workbooks[0].data.causes.function).toBe('Abschalten nach der Arbeit.');
  });
});
