import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const reactionRun = {
  task: 'reaction',
  phase: 'scored',
  aborted: false,
  latencyMs: 21.5,
  practised: true,
  figures: {
    mode: 'light',
    trials: 16,
    medianReactionMs: 412,
    medianMotorMs: 138,
    correct: 13,
    wrong: 0,
    falseStarts: 1,
    misses: 2,
  },
};
const tracingRun = {
  task: 'tracing',
  phase: 'practice',
  aborted: true,
  latencyMs: null,
  practised: false,
  figures: { items: 2, correct: 1, medianMs: 5300 },
};

const get = (cookie: string, url = '/api/leistungstest/runs') => ctx.app.inject({ url, headers: { cookie } });
const post = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/leistungstest/runs', headers: { cookie }, payload });

describe("/api/leistungstest ('Leistungstest üben')", () => {
  it('is locked for a new learner until an admin unlocks it', async () => {
    const learner = await ctx.createUser({ allPages: false });
    expect((await get(learner.cookie)).statusCode).toBe(403);
    expect((await post(learner.cookie, reactionRun)).statusCode).toBe(403);
    await ctx.setPermission(learner.id, 'leistungstest', true);
    expect((await get(learner.cookie)).statusCode).toBe(200);
  });

  it('stays locked for an account from before the page existed (no permission row; decision 060)', async () => {
    const older = await ctx.createUser();
    const { userPermissions } = await import('../../db/schema/users.ts');
    const { and, eq } = await import('drizzle-orm');
    await ctx.db
      .delete(userPermissions)
      .where(and(eq(userPermissions.userId, older.id), eq(userPermissions.page, 'leistungstest')));
    expect((await get(older.cookie)).statusCode).toBe(403);
    const me = (await get(older.cookie, '/api/me')).json();
    expect(me.pages).not.toContain('leistungstest');
    expect(me.pages).toContain('courses');
  });

  it("saves the learner's own runs, lists them newest first and nobody else sees them", async () => {
    const anna = await ctx.createUser();
    const ben = await ctx.createUser();
    const saved = await post(anna.cookie, reactionRun);
    expect(saved.statusCode).toBe(201);
    const { practised: _, ...stored } = reactionRun;
    expect(saved.json()).toMatchObject({ ...stored, id: expect.any(String) });
    expect(saved.json()).not.toHaveProperty('practised');
    expect((await post(anna.cookie, tracingRun)).statusCode).toBe(201);
    const runs = (await get(anna.cookie)).json().runs;
    expect(runs.map((run: { task: string }) => run.task)).toEqual(['tracing', 'reaction']);
    expect(runs[0]).toMatchObject({ aborted: true, phase: 'practice', latencyMs: null });
    expect(runs[1].figures.medianReactionMs).toBe(412);
    expect((await get(ben.cookie)).json().runs).toEqual([]);
  });

  it('refuses figures out of bounds or of the wrong task with a clear 400', async () => {
    const learner = await ctx.createUser();
    const tooSlow = { ...reactionRun, figures: { ...reactionRun.figures, medianReactionMs: 600_000 } };
    const bad = await post(learner.cookie, tooSlow);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation');
    expect((await post(learner.cookie, { ...reactionRun, task: 'juggling' })).statusCode).toBe(400);
    expect((await post(learner.cookie, { ...tracingRun, figures: reactionRun.figures })).statusCode).toBe(
      400,
    );
    expect((await post(learner.cookie, { ...reactionRun, latencyMs: -3 })).statusCode).toBe(400);
    const phases = Array.from({ length: 11 }, () => ({
      correct: 1,
      wrong: 0,
      late: 0,
      omitted: 0,
      medianMs: 1,
    }));
    const determination = {
      task: 'determination',
      phase: 'scored',
      aborted: false,
      latencyMs: null,
      practised: true,
      figures: { correct: 1, wrong: 0, late: 0, omitted: 0, medianMs: 1, phases },
    };
    expect((await post(learner.cookie, determination)).statusCode).toBe(400);
    expect((await get(learner.cookie)).json().runs).toEqual([]);
  });

  it('refuses a run the tasks cannot produce with a 400 that says why in German (decision 071)', async () => {
    const learner = await ctx.createUser();
    const cases: [object, RegExp][] = [
      [{ ...reactionRun, practised: false }, /Vor der Wertung kommt die Übung/],
      [{ ...reactionRun, phase: 'practice' }, /nur in der Übung, wenn er dort abgebrochen wurde/],
      [{ ...reactionRun, figures: { ...reactionRun.figures, correct: 16 } }, /mehr als die Signale/],
      [{ ...reactionRun, figures: { ...reactionRun.figures, medianReactionMs: 30 } }, /100 bis 1500 ms/],
      [{ ...tracingRun, phase: 'scored', aborted: false, practised: true }, /genau 8 Aufgaben/],
    ];
    for (const [run, reason] of cases) {
      const answer = await post(learner.cookie, run);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatchObject({
        code: 'run_implausible',
        message: expect.stringMatching(reason),
      });
    }
    // Without the field the body is invalid; nothing was saved.
    const { practised: _, ...old } = reactionRun;
    expect((await post(learner.cookie, old)).statusCode).toBe(400);
    expect((await get(learner.cookie)).json().runs).toEqual([]);
    // Stopped in the scored phase after the practice: saved as aborted with what it reached.
    const stopped = {
      ...reactionRun,
      aborted: true,
      figures: { ...reactionRun.figures, trials: 5, correct: 3 },
    };
    expect((await post(learner.cookie, stopped)).statusCode).toBe(201);
  });

  it('is in the data export and goes with the account', async () => {
    const learner = await ctx.createUser();
    await post(learner.cookie, reactionRun);
    const exported = (await ctx.exportData(learner)).json();
    expect(exported.leistungstest_runs).toHaveLength(1);
    expect(exported.leistungstest_runs[0].figures.medianReactionMs).toBe(412);
    const admin = await ctx.createUser({ role: 'admin' });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${learner.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const { leistungstestRuns } = await import('../../db/schema/leistungstest.ts');
    const { eq } = await import('drizzle-orm');
    expect(
      await ctx.db.select().from(leistungstestRuns).where(eq(leistungstestRuns.userId, learner.id)),
    ).toEqual([]);
  });

  it('shows administrators counts of use, never results, and learners not even that', async () => {
    const learner = await ctx.createUser();
    await post(learner.cookie, reactionRun);
    await post(learner.cookie, { ...reactionRun, aborted: true });
    const admin = await ctx.createUser({ role: 'admin' });
    const usage = await get(admin.cookie, '/api/admin/leistungstest/usage');
    expect(usage.statusCode).toBe(200);
    const body = usage.json();
    expect(body.runs).toBeGreaterThanOrEqual(2);
    expect(body.tasks.map((t: { task: string }) => t.task)).toEqual([
      'reaction',
      'determination',
      'concentration',
      'perception',
      'tracing',
    ]);
    expect(body.tasks[0].aborted).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(body)).not.toMatch(/median|figures|412|user/i);
    expect((await get(learner.cookie, '/api/admin/leistungstest/usage')).statusCode).toBe(403);
    // Admins open every page, so they can try the tasks; they see only their own runs.
    expect((await get(admin.cookie)).json().runs).toEqual([]);
  });
});
