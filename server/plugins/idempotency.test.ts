import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWorkbook } from '../../common/domain/case.ts';
import type { InterviewSession } from '../../common/schemas/interview.ts';
import { idempotentRequests } from '../db/schema/idempotency.ts';
import { interviewTurns } from '../db/schema/interview.ts';
import { purgeExpired } from '../features/privacy/retention.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { IDEMPOTENCY_KEEP_MS } from './idempotency.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Call = { method?: 'POST' | 'PUT'; url: string; cookie: string; key?: string; payload?: object };
const send = ({ method = 'POST', url, cookie, key, payload = {} }: Call) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** The learner's answers stored in the session (each answer also adds the interviewer's next turn). */
const answersIn = async (sessionId: string) =>
  (
    await ctx.db
      .select({ n: count() })
      .from(interviewTurns)
      .where(and(eq(interviewTurns.sessionId, sessionId), eq(interviewTurns.kind, 'answer')))
  )[0]!.n;

async function interview(cookie: string) {
  const started = await send({ url: '/api/trainer/sessions', cookie, key: randomUUID() });
  expect(started.statusCode, started.body).toBe(200);
  return started.json() as InterviewSession;
}

describe('Idempotency-Key (decision 045)', () => {
  it('answers a repeated interview answer from the first and writes it once', async () => {
    const learner = await ctx.createUser();
    const session = await interview(learner.cookie);
    const call = {
      url: `/api/trainer/sessions/${session.id}/answers`,
      cookie: learner.cookie,
      key: randomUUID(),
      payload: { text: 'Ich habe an dem Abend zu viel getrunken und bin trotzdem gefahren.' },
    };
    const first = await send(call);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const repeat = await send(call);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await answersIn(session.id)).toBe(1);

    // Without a key the same body is a new answer (the interview moves on).
    const fresh = await send({ ...call, key: undefined });
    expect(fresh.statusCode).toBe(200);
    expect(await answersIn(session.id)).toBe(2);
  });

  it('writes once when two repeats arrive at the same time', async () => {
    const learner = await ctx.createUser();
    const session = await interview(learner.cookie);
    const call = {
      url: `/api/trainer/sessions/${session.id}/answers`,
      cookie: learner.cookie,
      key: randomUUID(),
      payload: { text: 'Heute trinke ich keinen Alkohol mehr, seit fünfzehn Monaten.' },
    };
    const [a, b] = await Promise.all([send(call), send(call)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect([a, b].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await answersIn(session.id)).toBe(1);
  });

  it('replays a case save and refuses the key for another body', async () => {
    const learner = await ctx.createUser();
    const key = randomUUID();
    const workbook = emptyWorkbook();
    const save = { method: 'PUT' as const, url: '/api/case', cookie: learner.cookie, key, payload: workbook };
    const first = await send(save);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await send(save);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toBe(first.body);
    const other = await send({ ...save, payload: { ...workbook, aiConsent: !workbook.aiConsent } });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('validation');
  });

  it('stores nothing for a failure, so its repeat runs again', async () => {
    const learner = await ctx.createUser();
    const key = randomUUID();
    const call = {
      url: `/api/trainer/sessions/${randomUUID()}/answers`,
      cookie: learner.cookie,
      key,
      payload: { text: 'Antwort' },
    };
    expect((await send(call)).statusCode).toBe(404);
    const rows = await ctx.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(rows).toEqual([]);
    const again = await send(call);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per learner and refuses keys without a session or of the wrong shape', async () => {
    const [a, b] = [await ctx.createUser(), await ctx.createUser()];
    const key = randomUUID();
    const start = (cookie: string) => send({ url: '/api/trainer/sessions', cookie, key });
    const [sa, sb] = [await start(a.cookie), await start(b.cookie)];
    expect(sb.headers['idempotent-replayed']).toBeUndefined();
    expect(sa.json().id).not.toBe(sb.json().id);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'idempotency-key': randomUUID() },
      payload: { email: a.email, password: a.password },
    });
    expect(login.statusCode).toBe(400);
    const admin = await ctx.createUser({ role: 'admin' });
    const made = await send({ url: '/api/admin/api-keys', cookie: admin.cookie, payload: { name: 'CRM' } });
    const crm = await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/v1/learners',
      headers: { 'idempotency-key': randomUUID(), authorization: `Bearer ${made.json().key}` },
      payload: { email: 'kundin@example.org' },
    });
    expect(crm.statusCode).toBe(400);
    const short = await send({ url: '/api/trainer/sessions', cookie: a.cookie, key: 'kurz' });
    expect(short.statusCode).toBe(400);
  });

  it('forgets stored answers after an hour (retention job)', async () => {
    const learner = await ctx.createUser();
    const key = randomUUID();
    await send({ url: '/api/trainer/sessions', cookie: learner.cookie, key });
    const later = new Date(Date.now() + IDEMPOTENCY_KEEP_MS + 60_000);
    const purged = await purgeExpired(ctx.db, ctx.env.retentionDays, later);
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const rows = await ctx.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(rows).toEqual([]);
  });
});
